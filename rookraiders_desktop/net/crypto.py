"""Per-seat secrecy: every message to or from a seat is a PyNaCl secret box under that seat's key
(random nonce, authenticated), its plaintext compressed and padded to a size bucket so that its
length does not tell a hand; its topics are derived from the key, so they cannot be guessed."""

from __future__ import annotations

import hashlib
import json
import zlib
from typing import Any

import nacl.exceptions
import nacl.secret
import nacl.utils

KEY_SIZE = nacl.secret.SecretBox.KEY_SIZE
NONCE_SIZE = nacl.secret.SecretBox.NONCE_SIZE
BUCKET_MIN = 512  # bytes; buckets double from here
TOPIC_ROOT = "rookraiders"


class Refused(Exception):
    """A message that is not for us: wrong key, tampered, replayed, too large or malformed."""


def new_key() -> bytes:
    return nacl.utils.random(KEY_SIZE)


def bucket(size: int) -> int:
    """The padded size of a plaintext of `size` bytes: the smallest power-of-two bucket."""
    padded = BUCKET_MIN
    while padded < size:
        padded *= 2
    return padded


def pad(data: bytes) -> bytes:
    framed = len(data).to_bytes(4, "big") + data
    return framed + bytes(bucket(len(framed)) - len(framed))


def unpad(data: bytes) -> bytes:
    size = int.from_bytes(data[:4], "big")
    if size > len(data) - 4:
        raise Refused("bad padding")
    return data[4 : 4 + size]


def seal(key: bytes, message: dict[str, Any]) -> bytes:
    """The message as JSON, compressed, padded, in a secret box with a random nonce."""
    plain = zlib.compress(json.dumps(message, separators=(",", ":"), sort_keys=True).encode())
    return bytes(nacl.secret.SecretBox(key).encrypt(pad(plain)))


def open_sealed(key: bytes, payload: bytes, limit: int) -> tuple[bytes, dict[str, Any]]:
    """(nonce, message) of a sealed payload; Refused for anything not sealed by this key."""
    if len(payload) > limit:
        raise Refused(f"too large ({len(payload)} bytes)")
    try:
        padded = nacl.secret.SecretBox(key).decrypt(payload)
    except (nacl.exceptions.CryptoError, ValueError, TypeError) as exc:
        raise Refused("wrong key or tampered") from exc
    try:
        message = json.loads(zlib.decompressobj().decompress(unpad(padded), limit))
    except (zlib.error, ValueError) as exc:
        raise Refused("not a message") from exc
    if not isinstance(message, dict):
        raise Refused("not a message")
    return payload[:NONCE_SIZE], message


def topic(key: bytes, room: str, direction: str) -> str:
    """The topic of one direction ("up": seat to host, "down": host to seat) of a seat's channel:
    a keyed hash, so nobody without the key can tell which topic is whose or guess one."""
    digest = hashlib.blake2b(f"{room}/{direction}".encode(), key=key, digest_size=16).hexdigest()
    return f"{TOPIC_ROOT}/{digest}"


def commitment(seed: int, salt: bytes) -> str:
    """The audit's promise, announced at the start: the seed cannot change unnoticed."""
    return hashlib.sha256(f"{seed}:".encode() + salt).hexdigest()
