"""The errors of the score sheets store (sheet_store.py, which exports them)."""

from __future__ import annotations

from ..core.reasons import Reason
from .problems import ExplainedError


class SheetStoreError(ExplainedError):
    """The sheets database could not be read or written."""


class SheetNotFound(SheetStoreError, KeyError):
    """No stored sheet has this id (deleted, perhaps by another copy of the app)."""

    def __init__(self, sheet_id: int):
        super().__init__(Reason.of("sheet_not_found", "There is no score sheet {id}.", id=sheet_id))

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "no such sheet"


class SheetChanged(SheetStoreError):
    """The sheet is no longer as the caller saw it (another copy of the app
    changed it meanwhile): the change was refused and nothing was changed.
    The caller reads the sheet again before anything else."""

    def __init__(self, sheet_id: int):
        super().__init__(
            Reason.of(
                "sheet_changed",
                "The score sheet was changed elsewhere (in another copy of Card Table, perhaps) "
                "since it was shown, so this change was not made.",
            )
        )
        self.sheet_id = sheet_id


class SheetDamaged(SheetStoreError):
    """A value stored for this sheet cannot be read, though the file is sound
    (``problem`` says which); the sheet is left as it is, the others are not
    affected."""

    def __init__(self, sheet_id: int, problem: Reason):
        super().__init__(problem)
        self.sheet_id = sheet_id
