// gsci-special: elliptic device functions.
