// gsci-special: convenience device functions.
