"""pytest-benchmark workloads (run `pytest tests/benchmarks --benchmark-enable` to measure; in the
normal suite they run once each as smoke checks)."""

from tests.benchmarks.bench import random_game


def test_benchmark_four_player_random_game(benchmark):
    decisions = benchmark(random_game, 4, 7)
    assert decisions > 0


def test_benchmark_solo_random_game(benchmark):
    decisions = benchmark(random_game, 1, 7)
    assert decisions > 0


def test_benchmark_last_spell_monster_phase_30_monsters(benchmark):
    from tests.benchmarks.bench_ls import monster_phase_time

    assert benchmark(monster_phase_time, 1) > 0


def test_benchmark_last_spell_greedy_night(benchmark):
    from tests.benchmarks.bench_ls import full_night

    assert benchmark(full_night, 1, "intro") > 0
