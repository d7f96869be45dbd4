"""The same game through Mosquitto where it is installed (.ci/run installs Debian's): plain on
127.0.0.1, and with packaging/mosquitto/mosquitto.conf itself (TLS, a login) and a test CA."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from rookraiders_desktop.net.broker import BrokerAddress, free_port

from .conftest import new_table, wait_for

MOSQUITTO = shutil.which("mosquitto") or ("/usr/sbin/mosquitto" if Path("/usr/sbin/mosquitto").exists() else None)
CONF = Path(__file__).parents[2] / "packaging" / "mosquitto" / "mosquitto.conf"
pytestmark = pytest.mark.skipif(MOSQUITTO is None, reason="Mosquitto is not installed")


class Broker:
    """A Mosquitto process on 127.0.0.1 with the given configuration text."""

    def __init__(self, folder: Path, conf: str, port: int) -> None:
        (folder / "mosquitto.conf").write_text(conf)
        assert MOSQUITTO is not None
        self.process = subprocess.Popen(
            [MOSQUITTO, "-c", str(folder / "mosquitto.conf")], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        self.host, self.port = "127.0.0.1", port
        wait_for(self._listening, 10, "Mosquitto to listen")

    def _listening(self) -> bool:
        import socket

        assert self.process.poll() is None, self.process.stderr.read() if self.process.stderr else ""
        with socket.socket() as probe:
            return probe.connect_ex((self.host, self.port)) == 0

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


@pytest.fixture
def plain(tmp_path: Path) -> Iterator[Broker]:
    port = free_port()
    broker = Broker(
        tmp_path, f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n", port
    )
    yield broker
    broker.stop()


def test_a_whole_game_through_mosquitto(plain: Broker, tmp_path: Path) -> None:
    table = new_table(BrokerAddress(plain.host, plain.port), tmp_path, "roguelight", ["remote", "remote", "bot"])
    table.start_host()
    for seat in (0, 1):
        table.join_seat(seat)
    table.finish()
    assert all(client.audit == [] for client in table.clients.values())
    table.check_saved(tmp_path)


def make_certificates(folder: Path) -> Path:
    """A test CA and a certificate for 127.0.0.1 signed by it (openssl). Returns the CA file."""

    def run(*args: str) -> None:
        subprocess.run(["openssl", *args], cwd=folder, check=True, capture_output=True)

    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=test CA",
        "-keyout", "ca.key", "-out", "ca.pem")  # fmt: skip
    run("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", "server.key", "-out", "server.csr")
    (folder / "ext.cnf").write_text("subjectAltName=IP:127.0.0.1\n")
    run("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-days", "2",
        "-extfile", "ext.cnf", "-out", "server.pem")  # fmt: skip
    return folder / "ca.pem"


@pytest.mark.skipif(shutil.which("openssl") is None or shutil.which("mosquitto_passwd") is None, reason="no openssl")
def test_the_shipped_tls_configuration_serves_a_game(tmp_path: Path) -> None:
    ca = make_certificates(tmp_path)
    subprocess.run(["mosquitto_passwd", "-b", "-c", str(tmp_path / "passwd"), "friends", "s3cret"], check=True)
    port = free_port()
    conf = CONF.read_text()
    conf = conf.replace("/etc/mosquitto/rookraiders.passwd", str(tmp_path / "passwd"))
    conf = conf.replace("/etc/mosquitto/certs/fullchain.pem", str(tmp_path / "server.pem"))
    conf = conf.replace("/etc/mosquitto/certs/privkey.pem", str(tmp_path / "server.key"))
    conf = re.sub(r"^listener 8883$", f"listener {port} 127.0.0.1", conf, flags=re.MULTILINE)
    if os.geteuid() == 0:
        conf += "user root\n"  # else Mosquitto reads the test's files as its own user, who may not
    broker = Broker(tmp_path, conf, port)
    try:
        address = BrokerAddress("127.0.0.1", port, tls=True, username="friends", password="s3cret")
        table = new_table(address, tmp_path, "roguelight", ["remote", "bot"], ca_file=ca)
        table.start_host()
        table.join_seat(0, ca_file=ca)
        table.finish()
        assert table.clients[0].audit == []
    finally:
        broker.stop()
