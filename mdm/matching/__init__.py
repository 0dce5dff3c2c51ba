"""Duplicate matching: the `match` configuration of a master, value normalisation, comparators,
record scores and blocking keys. Pure functions over record data; no database."""
