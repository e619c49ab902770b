"""Keep the translations in step with the source, check them, compile them.

    python -m cardtable.tools.i18n update    # refresh translations/*.ts from the source
    python -m cardtable.tools.i18n check     # list what a language lacks (exit 1 if anything)
    python -m cardtable.tools.i18n compile DIR   # translations/*.ts -> DIR/cardtable_xx.qm
    python -m cardtable.tools.i18n todo LANG     # the untranslated texts of LANG, as JSON
    python -m cardtable.tools.i18n fill LANG FILE.json   # write translations {source: text} into LANG's .ts

Qt's ``lupdate`` cannot see our ways of marking text (``Reason.of``'s
template, ``N_`` in the Qt-free core, the UI's module-level ``tr``), so
:func:`extract` reads them from the Python syntax tree, writes them as a
small file of ``QT_TRANSLATE_NOOP`` calls, and lets ``lupdate`` merge that into
the ``.ts`` files, keeping what translators wrote. ``lrelease`` compiles.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from ..core.i18n import CONTEXT

LANGUAGES = ("fr", "de", "it", "es")
PACKAGE = Path(__file__).resolve().parent.parent
TRANSLATIONS = PACKAGE.parent / "translations"
MARKERS = frozenset({"N_", "tr"})  # a literal first argument is a message
FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


@dataclass(frozen=True)
class Problem:
    where: str
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {self.text}"


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"cardtable_{language}.ts"


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _marked(call: ast.Call) -> tuple[ast.expr | None, str]:
    """The argument holding a message in ``call``, and what kind of call it is."""
    func = call.func
    if isinstance(func, ast.Name) and func.id in MARKERS:
        return (call.args[0] if call.args else None), func.id
    if isinstance(func, ast.Attribute) and func.attr == "of" and isinstance(func.value, ast.Name) \
            and func.value.id == "Reason":
        return (call.args[1] if len(call.args) > 1 else None), "Reason.of"
    return None, ""


def extract(package: Path = PACKAGE) -> tuple[dict[str, list[str]], list[Problem]]:
    """Every marked message with where it is used, and the marks whose text
    is not a literal (those cannot be translated: a problem for ``N_`` and
    ``Reason.of``; ``tr(variable)`` is the UI translating marked data)."""
    messages: dict[str, list[str]] = {}
    problems: list[Problem] = []
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package.parent).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            argument, kind = _marked(node)
            if not kind:
                continue
            where = f"{relative}:{node.lineno}"
            text = _literal(argument) if argument is not None else None
            if text is None:
                if kind != "tr":
                    problems.append(Problem(where, f"{kind} needs a string literal to be translatable"))
                continue
            if text.strip():
                messages.setdefault(text, []).append(where)
    return messages, problems


def fields(text: str) -> set[str]:
    """The ``{name}`` fields a text fills in (``{{`` is a literal brace)."""
    return set(FIELD.findall(text.replace("{{", "").replace("}}", "")))


def read_ts(path: Path) -> dict[str, tuple[str, bool]]:
    """source -> (translation, finished) for the app's context of a .ts file."""
    root = ET.parse(path).getroot()
    out: dict[str, tuple[str, bool]] = {}
    for context in root.iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            translation = (element.text or "") if element is not None else ""
            kind = element.get("type", "") if element is not None else "missing"
            out[source] = (translation, kind not in ("unfinished", "missing", "vanished", "obsolete"))
    return out


def check(folder: Path = TRANSLATIONS, languages: tuple[str, ...] = LANGUAGES) -> list[Problem]:
    """What stops a language from showing the whole app: a message missing
    from its file, unfinished or empty, or filling in other fields."""
    messages, problems = extract()
    for language in languages:
        path = ts_path(language, folder)
        if not path.exists():
            problems.append(Problem(path.name, "the file is missing"))
            continue
        known = read_ts(path)
        for source, places in sorted(messages.items()):
            where = f"{path.name} ({places[0]})"
            if source not in known:
                problems.append(Problem(where, f"no entry for {source!r}"))
                continue
            translation, finished = known[source]
            if not finished or not translation.strip():
                problems.append(Problem(where, f"not translated: {source!r}"))
            elif fields(translation) != fields(source):
                problems.append(Problem(where, f"fields {sorted(fields(translation))} differ from "
                                               f"{sorted(fields(source))} in {source!r}"))
    return problems


def todo(language: str, folder: Path = TRANSLATIONS) -> dict[str, str]:
    """The messages of ``language`` with no finished translation, each with
    where it is used (a hint for the translator)."""
    messages, _ = extract()
    known = read_ts(ts_path(language, folder)) if ts_path(language, folder).exists() else {}
    return {source: ", ".join(places[:3]) for source, places in messages.items()
            if not known.get(source, ("", False))[1] or not known[source][0].strip()}


def fill(language: str, translations: dict[str, str], folder: Path = TRANSLATIONS) -> list[str]:
    """Write ``translations`` (source -> text) into the language's .ts as
    finished; returns the sources the file does not have (run ``update`` first)."""
    path = ts_path(language, folder)
    tree = ET.parse(path)
    left = dict(translations)
    for context in tree.getroot().iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source not in left:
                continue
            element = message.find("translation")
            if element is None:
                element = ET.SubElement(message, "translation")
            element.text = left.pop(source)
            element.attrib.pop("type", None)
    _lupdate_layout(tree.getroot())
    body = _lupdate_escapes(ET.tostring(tree.getroot(), encoding="unicode"))
    text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    scratch = path.with_suffix(".ts.tmp")
    scratch.write_text(text, encoding="utf-8")
    scratch.replace(path)
    return sorted(left)


def _lupdate_layout(root: ET.Element) -> None:
    """Indent as lupdate writes (contexts at the margin, their children four
    spaces in), so that a fill changes only the lines it fills."""
    root.text = "\n"
    for context in root:
        ET.indent(context, space="    ", level=0)
        context.tail = "\n"


def _lupdate_escapes(text: str) -> str:
    """The characters lupdate writes as references in text (ElementTree
    leaves them as they are): only between tags, never in attributes."""
    def escape(found: re.Match[str]) -> str:
        inner = found.group(1)
        for char, reference in (("'", "&apos;"), ('"', "&quot;"), ("\xa0", "&#xa0;"), ("\u202f", "&#x202f;")):
            inner = inner.replace(char, reference)
        return ">" + inner + "<"

    return re.sub(r">([^<]*)<", escape, text)


def _tool(name: str) -> str:
    """Qt's ``lupdate``/``lrelease`` as shipped inside the PySide6 wheel."""
    import PySide6

    binary = Path(PySide6.__file__).parent / name
    if not binary.exists():
        raise FileNotFoundError(f"{name} is not in the PySide6 installation at {binary.parent}")
    return str(binary)


def _stub(messages: dict[str, list[str]]) -> str:
    lines = ["# Written by cardtable.tools.i18n for lupdate; not part of the app."]
    for text, places in messages.items():
        lines.append(f"# {', '.join(places[:3])}")
        lines.append(f"QT_TRANSLATE_NOOP({json.dumps(CONTEXT)}, {json.dumps(text, ensure_ascii=False)})")
    return "\n".join(lines) + "\n"


def update(folder: Path = TRANSLATIONS, languages: tuple[str, ...] = LANGUAGES) -> None:
    """Merge the source's messages into each language's .ts (new ones come in
    unfinished, dropped ones go, translations already written stay)."""
    messages, problems = extract()
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        stub = Path(scratch) / "messages.py"
        stub.write_text(_stub(messages), encoding="utf-8")
        for language in languages:
            subprocess.run(
                [_tool("lupdate"), str(stub), "-no-obsolete", "-locations", "none",
                 "-source-language", "en", "-target-language", language, "-ts", str(ts_path(language, folder))],
                check=True,
            )


def compile_all(out: Path, folder: Path = TRANSLATIONS) -> list[Path]:
    """Compile every translations/*.ts to ``out/cardtable_xx.qm``."""
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for source in sorted(folder.glob("cardtable_*.ts")):
        target = out / (source.stem + ".qm")
        subprocess.run([_tool("lrelease"), "-silent", str(source), "-qm", str(target)], check=True)
        made.append(target)
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "check"
    if command == "update":
        update()
        return 0
    if command == "compile" and len(args) == 2:
        for path in compile_all(Path(args[1])):
            print(path)
        return 0
    if command == "todo" and len(args) == 2:
        print(json.dumps(todo(args[1]), ensure_ascii=False, indent=1))
        return 0
    if command == "fill" and len(args) == 3:
        data = json.loads(Path(args[2]).read_text(encoding="utf-8"))
        missing = fill(args[1], data)
        for source in missing:
            print(f"not in the .ts (run update first): {source!r}", file=sys.stderr)
        print(f"{len(data) - len(missing)} written")
        return 0
    if command == "check":
        problems = check()
        for problem in problems:
            print(problem)
        print(f"{len(problems)} problem(s)")
        return 1 if problems else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
