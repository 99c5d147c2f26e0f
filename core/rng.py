"""The engine's own pseudo-random generator (SplitMix64).

Python's :mod:`random` may change its algorithms between versions; a game must replay the same on
every machine and version, so the engine carries its own tiny generator whose whole state is one
64-bit integer stored inside the game state. Not cryptographic: the host's deck-honesty
commitment (in ``net``) hashes the seed, it does not rely on this generator being unpredictable.
"""

from __future__ import annotations

from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


def seed_state(seed: int | str | bytes) -> int:
    """Turn any seed (int, text or bytes) into a 64-bit generator state, stably. Text is taken
    as its UTF-8 bytes; a lone surrogate too (``surrogatepass``: bytes of another encoding that
    Python kept so, ``host --seed $'\\xff'``, raised UnicodeEncodeError, cli53 #6)."""
    if isinstance(seed, int):
        return seed & _MASK
    data = seed.encode("utf-8", "surrogatepass") if isinstance(seed, str) else bytes(seed)
    state = 0x243F6A8885A308D3
    for byte in data:  # FNV-1a style fold, then one SplitMix64 round to spread it
        state = ((state ^ byte) * 0x100000001B3) & _MASK
    _, out = next_u64(state)
    return out


def next_u64(state: int) -> tuple[int, int]:
    """Advance ``state`` once; return ``(new_state, output)``."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, k)`` with ``k`` uniform in ``range(n)`` (rejection, no modulo bias).

    :func:`next_u64` inlined: the engine calls this once for every card it deals or draws."""
    if not 0 < n <= 1 << 64:
        raise ValueError("n must be between 1 and 2**64")
    limit = _LIMITS[n] if n < len(_LIMITS) else (1 << 64) - ((1 << 64) % n)
    while True:
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < limit:
            return state, z % n


#: ``(1 << 64) - ((1 << 64) % n)`` for every n up to 256: the rejection limits of :func:`below`.
_LIMITS = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, 257)]


def shuffle(state: int, items: list[T]) -> int:
    """Shuffle ``items`` in place (Fisher–Yates); return the new generator state.

    Exactly ``below(state, i + 1)`` for ``i`` from the end down, inlined. (The engine itself
    shuffles its draw pile lazily, one :func:`below` per card drawn: see ``core.game._take``.)"""
    golden, mask, limits = _GOLDEN, _MASK, _LIMITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        if n > 256:
            state, j = below(state, n)
        else:
            limit = limits[n]
            while True:
                state = (state + golden) & mask
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
        items[i], items[j] = items[j], items[i]
    return state


class Rng:
    """A small stateful wrapper for code outside the game state (bots, tools)."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str | bytes) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, k = below(self.state, n)
        return k

    def random(self) -> float:
        """A float in [0, 1) with 53 bits of precision."""
        self.state, value = next_u64(self.state)
        return (value >> 11) / float(1 << 53)

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        self.state = shuffle(self.state, items)
