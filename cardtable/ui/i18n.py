"""The player's language in the windowed app.

Every text the UI shows goes through :func:`tr`: a literal English text is
found by ``python -m cardtable.tools.i18n`` and translated from
``translations/cardtable_xx.ts``; ``tr(variable)`` translates text the core
marked with ``N_`` (game and option names, sheet headings). A text that
counts goes through :func:`trn` with its two English forms, and each language
uses its own plural forms (Qt's numerus messages). Rule messages
(Reasons) translate themselves once :func:`install_language` has installed
Qt's translator in the core.

The language follows the system unless the Settings name one; it is chosen
when the app starts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..core import i18n as core_i18n
from ..core.i18n import CONTEXT

QM_FOLDER = Path(__file__).resolve().parent.parent / "i18n"  # built from translations/*.ts

# The languages the app speaks, by code, with their own names (never translated:
# a player looks for the name of their language as they write it).
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "it": "Italiano", "es": "Español"}

_installed: list[QTranslator] = []


def tr(text: str, disambiguation: str | None = None, /, **args: Any) -> str:
    """``text`` in the player's language, with ``{fields}`` filled from ``args``
    (any field name may be used: the first two parameters are positional only)."""
    out = QCoreApplication.translate(CONTEXT, text, disambiguation) if text else text
    return out.format(**args) if args else out


def trn(one: str, many: str, n: int, /, **args: Any) -> str:
    """A text counting ``n`` things in the player's language, in the form
    that language uses for ``n`` (English: ``one`` for 1, else ``many``), with
    ``{n}`` and the other fields filled in (``n=`` among ``args`` shows the
    count otherwise, as ``number_text`` writes it)."""
    out = qt_plural(many, n) if many else many
    text = out if out and out != many else core_i18n.english_plural(one, many, n)
    return text.format(**{"n": n, **args})


def qt_plural(many: str, n: int) -> str:
    """The numerus message known by its English plural ``many``, in the form
    for ``n`` (Qt returns ``many`` itself when it has no translation)."""
    return QCoreApplication.translate(CONTEXT, many, None, n)


def said(value: object) -> str:
    """Something the core reports, in the player's language: a Reason, a
    Message or an error that explains itself (``text()``), an error carrying a
    Reason (``reason``), else its ``str``."""
    text = getattr(value, "text", None)
    if callable(text) and not isinstance(value, QObject):
        own: str = text()
        return own
    reason = getattr(value, "reason", None)
    if reason is not None and callable(getattr(reason, "text", None)):
        because: str = reason.text()
        return because
    return str(value)


def system_language() -> str:
    """The system's language code ("fr" for fr_CA), as Qt reads the locale."""
    return QLocale.system().name().split("_")[0]


def language_for(setting: str) -> str:
    """The language to use: the Settings' choice, else the system's if we speak
    it, else English."""
    code = setting or system_language()
    return code if code in LANGUAGES else "en"


def install_language(setting: str = "", folder: Path | None = None) -> str:
    """Load the translations for ``setting`` ("" = the system's language) into
    the running QCoreApplication, Qt's own (standard buttons) first; returns
    the language code in use. Safe to call again: the earlier ones are removed."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a running QCoreApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = language_for(setting)
    if language != "en":
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
        ours = QTranslator(app)
        if ours.load(f"cardtable_{language}", str(folder or QM_FOLDER)):
            app.installTranslator(ours)
            _installed.append(ours)
        else:
            language = "en"  # the .qm was not built: English rather than half a language
    core_i18n.install_translator(lambda text: QCoreApplication.translate(CONTEXT, text), qt_plural)
    QLocale.setDefault(QLocale(language))
    return language


def language_names() -> list[tuple[str, str]]:
    """(code, label) pairs for a language chooser, the system's choice first."""
    return [("", tr("Same as the system"))] + list(LANGUAGES.items())
