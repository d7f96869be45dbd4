"""Remote play under load: N simultaneous bot games on one broker on 127.0.0.1, each a host and
two remote bot clients (Rook & Raiders, two seats). Prints the actions per second over all games
and the action-to-view latency (a client's action sent -> its next view received), median and
95th percentile, beside the same figures for one game alone measured in the same run.

    python tests/benchmarks/bench_net_load.py [--games 50] [--mosquitto]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.net.broker import BrokerAddress, EmbeddedBroker, free_port
from rookraiders_desktop.net.client import Client
from rookraiders_desktop.net.host import Host


def one_game(address: BrokerAddress, folder: Path, seed: int, results: list[tuple[int, list[float]]]) -> None:
    setup = Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")])
    host = Host.create(
        GAMES["rook_raiders"], setup, ["remote", "remote"], [address.url], folder / f"r{seed}.json", seed=seed
    )
    host.connect(60)
    clients = [Client(invitation, bot="random", ping_every=1.0, resend_after=2.0) for invitation in host.invitations()]
    for client in clients:
        client.connect(60)
    threads = [threading.Thread(target=client.run, args=(600,)) for client in clients]
    for thread in threads:
        thread.start()
    host.run(linger=10)
    for thread in threads:
        thread.join(60)
    for client in clients:
        client.close()
    host.close()
    results.append((len(host.session.history), [x for c in clients for x in c.latencies]))


def play(address: BrokerAddress, games: int) -> tuple[float, float, float, int]:
    results: list[tuple[int, list[float]]] = []
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        threads = [threading.Thread(target=one_game, args=(address, Path(folder), s, results)) for s in range(games)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - started
    actions = sum(count for count, _ in results)
    latencies = sorted(x for _, lat in results for x in lat)
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    return actions / elapsed, statistics.median(latencies) * 1000, p95 * 1000, len(results)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--mosquitto", action="store_true", help="Mosquitto instead of the embedded broker")
    args = parser.parse_args()
    process = broker = None
    if args.mosquitto:
        port = free_port()
        conf = Path(tempfile.mkdtemp()) / "m.conf"
        conf.write_text(
            f"listener {port} 127.0.0.1\nallow_anonymous true\nmax_queued_messages 100000\nset_tcp_nodelay true\n"
        )
        process = subprocess.Popen([shutil.which("mosquitto") or "/usr/sbin/mosquitto", "-c", str(conf)])
        time.sleep(1.0)
        address = BrokerAddress("127.0.0.1", port)
    else:
        broker = EmbeddedBroker().start()
        address = broker.address
    try:
        for games in (1, args.games):
            rate, median, p95, done = play(address, games)
            print(
                f"{games:>3} games ({done} finished): {rate:7.1f} actions/s, "
                f"latency median {median:.1f} ms, p95 {p95:.1f} ms"
            )
    finally:
        if broker is not None:
            broker.stop()
        if process is not None:
            process.terminate()


if __name__ == "__main__":
    main()
