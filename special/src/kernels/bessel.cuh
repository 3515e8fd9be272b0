// gsci-special: bessel device functions.
