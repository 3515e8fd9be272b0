// gsci-special: error device functions.
