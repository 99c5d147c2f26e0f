"""A base for small mutable records written out by hand instead of ``@dataclass``.

``@dataclass`` compiles and executes generated source for each class when its module is
imported (about 2–3 M instructions a class, paid by every start of the app). A subclass of
:class:`Record` writes its ``__init__`` and names its fields in ``__match_args__``; the rest
behaves as a plain (mutable, ``eq=True``) dataclass's: ``repr`` lists the fields in order,
``==`` holds between two records of the same class whose fields are all equal, records are
unhashable, copying and pickling work as for any object, and :meth:`Record.replace` stands for
``dataclasses.replace`` (``dataclasses.fields`` and ``dataclasses.replace`` do not apply).
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, ClassVar, Self


class Record:
    """Base of a hand-written record; see the module docstring."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()
    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__match_args__)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(
            self.__match_args__, self._values(), strict=True))
        return f"{self.__class__.__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def replace(self, **changes: Any) -> Self:
        """A copy with ``changes`` (field names), as :func:`dataclasses.replace` made: built
        through the class's own ``__init__``, so whatever it checks is checked again; an
        unknown name is a ``TypeError``."""
        values = dict(zip(self.__match_args__, self._values(), strict=True))
        unknown = sorted(set(changes) - set(values))
        if unknown:
            raise TypeError(f"{self.__class__.__qualname__} has no field {unknown[0]!r}")
        values.update(changes)
        return self.__class__(**values)


class FrozenRecord(Record):
    """A :class:`Record` that cannot change once built and is hashed by value, as a frozen
    dataclass: assigning or deleting an attribute raises
    :class:`dataclasses.FrozenInstanceError`. A subclass's ``__init__`` sets its fields with
    ``object.__setattr__``."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __hash__(self) -> int:  # type: ignore[override]  # hashable again, by value
        return hash(self._values())
