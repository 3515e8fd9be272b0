// gsci-special: gamma device functions.
