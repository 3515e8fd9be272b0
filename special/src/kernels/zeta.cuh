// gsci-special: zeta device functions.
