"""Benchmarks: `make bench` runs them and writes docs/benchmarks.md."""
