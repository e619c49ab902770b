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

A text that counts (``Reason.plural``, the UI's ``trn``, the sheets'
``plural_words``) names its English singular and plural; it becomes one Qt
*numerus* message, known by the English plural, with the singular shown to
the translator, and a form for each plural form of the language
(``<numerusform>``). In a ``fill`` file its translation is the list of forms.
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
PLURAL_MARKERS = frozenset({"trn", "plural_words"})  # literal singular and plural first
# How many plural forms each language has (Qt's numerus rules; French: 0 and 1 are singular).
PLURAL_FORMS = {"fr": 2, "de": 2, "it": 2, "es": 2}
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


def _marked(call: ast.Call) -> tuple[list[ast.expr], str]:
    """The arguments holding a message in ``call`` (one text, or a counted
    text's singular and plural), and what kind of call it is."""
    func = call.func
    if isinstance(func, ast.Name) and func.id in MARKERS:
        return call.args[:1], func.id
    if isinstance(func, ast.Name) and func.id in PLURAL_MARKERS:
        return call.args[:2], func.id
    if (
        isinstance(func, ast.Attribute)
        and func.attr in ("of", "plural")
        and isinstance(func.value, ast.Name)
        and func.value.id == "Reason"
    ):
        return (call.args[1:2] if func.attr == "of" else call.args[1:3]), f"Reason.{func.attr}"
    return [], ""


@dataclass
class Marks:
    """What the source marks: message -> where it is used, counted messages
    (English plural -> singular), and the marks that cannot be read."""

    messages: dict[str, list[str]]
    plurals: dict[str, str]
    problems: list[Problem]


def scan(package: Path = PACKAGE) -> Marks:
    """Every marked message with where it is used (a counted one by its
    English plural), and the marks that cannot be translated: a text that is
    not a literal (a problem except for ``tr(variable)``, the UI translating
    marked data), a counted text without both forms, or whose singular fills
    in fields its plural does not."""
    marks = Marks({}, {}, [])
    plain: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package.parent).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                _note(marks, plain, node, f"{relative}:{node.lineno}")
    for many in sorted(plain & set(marks.plurals)):
        where = marks.messages[many][0]
        marks.problems.append(Problem(where, f"{many!r} is marked both as a counted text and as a plain one"))
    return marks


SECOND_PERSONS = ("you", "you_other")  # a Reason's keywords holding its second persons


def _second_persons(call: ast.Call, kind: str) -> list[list[ast.expr]]:
    """A Reason's ``you=`` and ``you_other=`` texts (each one literal, or a
    tuple of two for a counted message): each a message of its own."""
    found = []
    for keyword in call.keywords if kind.startswith("Reason.") else ():
        if keyword.arg in SECOND_PERSONS:
            value = keyword.value
            found.append(list(value.elts) if isinstance(value, ast.Tuple) else [value])
    return found


def _note(marks: Marks, plain: set[str], node: ast.Call, where: str) -> None:
    arguments, kind = _marked(node)
    if not kind:
        return
    for texts in _second_persons(node, kind):
        _note_texts(marks, plain, texts, kind, where)
    _note_texts(marks, plain, arguments, kind, where)


def _note_texts(marks: Marks, plain: set[str], arguments: list[ast.expr], kind: str, where: str) -> None:
    """Note one message (or a counted one's two forms) marked by a ``kind`` call."""
    texts = [_literal(argument) for argument in arguments]
    counted = kind in PLURAL_MARKERS or kind == "Reason.plural"
    if not texts or None in texts or (counted and len(texts) != 2):
        if kind != "tr":
            wanted = "a singular and a plural string literal" if counted else "a string literal"
            marks.problems.append(Problem(where, f"{kind} needs {wanted} to be translatable"))
        return
    if counted:
        one, many = str(texts[0]), str(texts[1])
        if not (fields(one) <= fields(many)) or marks.plurals.get(many, one) != one:
            marks.problems.append(Problem(where, f"{one!r} does not go with its plural {many!r}"))
        marks.plurals[many] = one
        marks.messages.setdefault(many, []).append(where)
    elif str(texts[0]).strip():
        plain.add(str(texts[0]))
        marks.messages.setdefault(str(texts[0]), []).append(where)


def extract(package: Path = PACKAGE) -> tuple[dict[str, list[str]], list[Problem]]:
    """Every marked message with where it is used (a counted one by its
    English plural), and the marks that cannot be translated (see :func:`scan`)."""
    marks = scan(package)
    return marks.messages, marks.problems


def fields(text: str) -> set[str]:
    """The ``{name}`` fields a text fills in (``{{`` is a literal brace)."""
    return set(FIELD.findall(text.replace("{{", "").replace("}}", "")))


def _messages(root: ET.Element) -> list[ET.Element]:
    return [
        message
        for context in root.iter("context")
        if (context.findtext("name") or "") == CONTEXT
        for message in context.iter("message")
    ]


def _finished(element: ET.Element | None) -> bool:
    kind = element.get("type", "") if element is not None else "missing"
    return kind not in ("unfinished", "missing", "vanished", "obsolete")


def read_ts(path: Path) -> dict[str, tuple[str, bool]]:
    """source -> (translation, finished) for the app's context of a .ts file
    (a counted message's forms are in :func:`read_forms`; here its text is "")."""
    out: dict[str, tuple[str, bool]] = {}
    for message in _messages(ET.parse(path).getroot()):
        element = message.find("translation")
        numerus = message.get("numerus") == "yes"
        translation = (element.text or "") if element is not None and not numerus else ""
        out[message.findtext("source") or ""] = (translation, _finished(element))
    return out


def read_forms(path: Path) -> dict[str, tuple[list[str], bool]]:
    """English plural -> (the forms, finished) of each counted (numerus)
    message of a .ts file."""
    out: dict[str, tuple[list[str], bool]] = {}
    for message in _messages(ET.parse(path).getroot()):
        if message.get("numerus") != "yes":
            continue
        element = message.find("translation")
        forms = [form.text or "" for form in element.iter("numerusform")] if element is not None else []
        out[message.findtext("source") or ""] = (forms, _finished(element))
    return out


def check(folder: Path = TRANSLATIONS, languages: tuple[str, ...] = LANGUAGES) -> list[Problem]:
    """What stops a language from showing the whole app: a message missing
    from its file, unfinished or empty, or filling in other fields; a counted
    text that is not a numerus message with every plural form of the language."""
    marks = scan()
    messages, problems = marks.messages, marks.problems
    for language in languages:
        path = ts_path(language, folder)
        if not path.exists():
            problems.append(Problem(path.name, "the file is missing"))
            continue
        known, counted = read_ts(path), read_forms(path)
        for source, places in sorted(messages.items()):
            where = f"{path.name} ({places[0]})"
            if source not in known:
                problems.append(Problem(where, f"no entry for {source!r}"))
                continue
            if source in marks.plurals or source in counted:
                problems += _check_forms(where, language, source, source in marks.plurals, counted.get(source))
                continue
            translation, finished = known[source]
            if not finished or not translation.strip():
                problems.append(Problem(where, f"not translated: {source!r}"))
            elif fields(translation) != fields(source):
                problems.append(
                    Problem(
                        where,
                        f"fields {sorted(fields(translation))} differ from {sorted(fields(source))} in {source!r}",
                    )
                )
    return problems


def _check_forms(
    where: str, language: str, source: str, marked: bool, found: tuple[list[str], bool] | None
) -> list[Problem]:
    """What is wrong with a counted message's entry: not numerus (or numerus
    for a plain text), unfinished, a form missing or empty, or a form filling
    in other fields than the English (a form may leave out the count ``{n}``:
    "une seule carte")."""
    if not marked or found is None:
        kind = "a plain text" if not marked else "a counted text"
        return [Problem(where, f"{source!r} is {kind} but its entry is not (run update)")]
    forms, finished = found
    wanted = PLURAL_FORMS.get(language, 2)
    if not finished or len(forms) != wanted or not all(form.strip() for form in forms):
        return [Problem(where, f"not translated in all {wanted} plural forms: {source!r}")]
    return [
        Problem(where, f"fields {sorted(fields(form))} differ from {sorted(fields(source))} in {source!r}")
        for form in forms
        if not fields(source) - {"n"} <= fields(form) <= fields(source)
    ]


def todo(language: str, folder: Path = TRANSLATIONS) -> dict[str, str]:
    """The messages of ``language`` with no finished translation, each with
    where it is used (a hint for the translator)."""
    marks = scan()
    path = ts_path(language, folder)
    known = read_ts(path) if path.exists() else {}
    counted = read_forms(path) if path.exists() else {}

    def wanting(source: str) -> bool:
        if source in marks.plurals:
            return source not in counted or bool(_check_forms("", language, source, True, counted[source]))
        return not known.get(source, ("", False))[1] or not known[source][0].strip()

    return {
        source: _hint(source, places, marks.plurals) for source, places in marks.messages.items() if wanting(source)
    }


def _hint(source: str, places: list[str], plurals: dict[str, str]) -> str:
    where = ", ".join(places[:3])
    return (
        f"counted, singular {plurals[source]!r}: give a list of the plural forms; {where}"
        if source in plurals
        else where
    )


def fill(language: str, translations: dict[str, str | list[str]], folder: Path = TRANSLATIONS) -> list[str]:
    """Write ``translations`` (source -> text, or the list of plural forms of
    a counted text) into the language's .ts as finished; returns the sources
    not written: those the file does not have (run ``update`` first) and
    those given as text for a counted message or as forms for a plain one."""
    path = ts_path(language, folder)
    tree = ET.parse(path)
    left = dict(translations)
    for message in _messages(tree.getroot()):
        source = message.findtext("source") or ""
        if source not in left or isinstance(left[source], list) != (message.get("numerus") == "yes"):
            continue
        element = message.find("translation")
        if element is None:
            element = ET.SubElement(message, "translation")
        _write(element, left.pop(source))
        element.attrib.pop("type", None)
    _lupdate_layout(tree.getroot())
    body = _lupdate_escapes(ET.tostring(tree.getroot(), encoding="unicode"))
    text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    scratch = path.with_suffix(".ts.tmp")
    scratch.write_text(text, encoding="utf-8")
    scratch.replace(path)
    return sorted(left)


def _write(element: ET.Element, translation: str | list[str]) -> None:
    """A translation into its element: text, or one ``numerusform`` a form."""
    if isinstance(translation, str):
        element.text = translation
        return
    for form in list(element):
        element.remove(form)
    element.text = None
    for text in translation:
        ET.SubElement(element, "numerusform").text = text


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


def _stub(messages: dict[str, list[str]], plurals: dict[str, str] | None = None) -> str:
    """The messages as calls lupdate reads: a counted one as a numerus
    ``translate`` (with a count), its English singular as a note to the translator."""
    lines = ["# Written by cardtable.tools.i18n for lupdate; not part of the app."]
    for text, places in messages.items():
        lines.append(f"# {', '.join(places[:3])}")
        quoted = json.dumps(text, ensure_ascii=False)
        if plurals and text in plurals:
            lines.append(f"#: English singular: {plurals[text]}")
            lines.append(f"QCoreApplication.translate({json.dumps(CONTEXT)}, {quoted}, None, 2)")
        else:
            lines.append(f"QT_TRANSLATE_NOOP({json.dumps(CONTEXT)}, {quoted})")
    return "\n".join(lines) + "\n"


def update(folder: Path = TRANSLATIONS, languages: tuple[str, ...] = LANGUAGES) -> None:
    """Merge the source's messages into each language's .ts (new ones come in
    unfinished, dropped ones go, translations already written stay)."""
    marks = scan()
    for problem in marks.problems:
        print(f"warning: {problem}", file=sys.stderr)
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        stub = Path(scratch) / "messages.py"
        stub.write_text(_stub(marks.messages, marks.plurals), encoding="utf-8")
        for language in languages:
            subprocess.run(
                [
                    _tool("lupdate"),
                    str(stub),
                    "-no-obsolete",
                    "-locations",
                    "none",
                    "-source-language",
                    "en",
                    "-target-language",
                    language,
                    "-ts",
                    str(ts_path(language, folder)),
                ],
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
            print(f"not written (run update first; a counted text takes a list of forms): {source!r}", file=sys.stderr)
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
