"""Record classes without ``dataclasses``: ``__repr__`` and ``__eq__`` over ``__slots__``.

The mutable classes a ``verify`` run or the app's first frame loads (the game
record, the wall layout, the check results, the open document) derive from
these instead of using ``@dataclass``; the immutable ones on those paths are
``NamedTuple`` classes (one class statement, and built faster).  Importing
``dataclasses`` brings ``inspect`` with ``ast``, ``dis`` and ``tokenize``, and
each decorated class compiles four to six generated methods: about 20 ms, a
tenth of a whole ``verify`` run over a few hundred logs.  Each subclass writes
its own ``__init__``; what ``@dataclass`` would add besides is here, once.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Slotted:
    """Equality and a readable repr over the names in ``__slots__`` (mutable: unhashable)."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]
    #: The compared and shown attributes: the annotated fields, which ``__slots__`` lists.
    _field_names: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The fields in the order the class declares them (``__slots__`` may be sorted).
        declared = vars(cls).get("__annotations__", {})
        fields = tuple(name for name, kind in declared.items() if "ClassVar" not in str(kind))
        slots = set(vars(cls).get("__slots__", ())) - {"__dict__"}
        if set(fields) != slots:
            raise TypeError(f"{cls.__name__}: the annotated fields and __slots__ differ")
        cls._field_names = fields

    def _field_values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._field_names)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._field_names)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Slotted)
        return self._field_values() == other._field_values()


class FrozenSlotted(Slotted):
    """A :class:`Slotted` whose fields are set once, in ``__init__``, and hash by value."""

    __slots__ = ()

    def _freeze(self, **values: object) -> None:
        """Set the fields (``__init__`` calls this once)."""
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field '{name}' of a frozen {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field '{name}' of a frozen {type(self).__name__}")

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(self._field_values())

    def __reduce__(self) -> tuple[type[FrozenSlotted], tuple[object, ...]]:
        """Copied and pickled by calling the class again (its ``__init__`` checks the fields)."""
        return type(self), self._field_values()
