"""pytest-benchmark workloads (run `pytest tests/benchmarks --benchmark-enable` to measure; in the
normal suite they run once each as smoke checks)."""
from tests.benchmarks.bench import random_game


def test_benchmark_four_player_random_game(benchmark):
    decisions = benchmark(random_game, 4, 7)
    assert decisions > 0


def test_benchmark_solo_random_game(benchmark):
    decisions = benchmark(random_game, 1, 7)
    assert decisions > 0
