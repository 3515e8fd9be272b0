// gsci-special: expint device functions.
