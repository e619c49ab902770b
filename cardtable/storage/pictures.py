"""The player's own card back and table felt, made from their pictures.

A photo straight from a camera is rarely the right shape or size for a card:
Pillow turns it upright (the EXIF orientation a phone writes instead of
rotating the pixels), crops it to the card's shape or the table's, scales it
with a high-quality filter to a size that stays sharp on every screen, and
the result is kept as a PNG in the data folder, replacing the previous one.
The player's original file is only read.

Someone else's file can be anything: not a picture, cut short, or a small
file that decodes to billions of pixels (a "decompression bomb"). Each is
refused with a :class:`PictureRefused` saying why, before anything is
written; a refusal never crashes and never hangs on a huge image, because
the size is read from the header and checked before any pixel is decoded.

Preparing (``prepare_picture``) and keeping (``store_picture``) are separate,
so that the Settings dialog can show the result and write it only on OK.
"""

from __future__ import annotations

import io
import os
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PIL import Image, ImageOps, UnidentifiedImageError

from ..core.messages import clause
from ..core.reasons import Reason
from . import paths
from .atomic import write_atomic
from .jsonfile import TooLarge, megabytes, read_capped
from .problems import ExplainedError

PictureKind = Literal["back", "felt"]

#: A card's width / height (our deck's 2.5 x 3.5 inches; cardtable.ui.card_themes.BUILTIN_ASPECT).
CARD_ASPECT = 250 / 350
#: The stored card back: twice the widest card the table draws on a large
#: HiDPI screen (about 320 pixels), so it is only ever scaled down.
BACK_SIZE = (640, 896)
#: The stored felt: a 16:10 picture as wide as a full HD screen; the table
#: scales it to cover whatever shape the window has.
FELT_SIZE = (1920, 1200)
SIZES: dict[PictureKind, tuple[int, int]] = {"back": BACK_SIZE, "felt": FELT_SIZE}
FILE_NAMES: dict[PictureKind, str] = {"back": "card-back.png", "felt": "table-felt.png"}

#: The largest file read: a camera's JPEG is a few megabytes.
MAX_FILE_BYTES = 50 * 1024 * 1024
#: The most pixels decoded (50 megapixels: more than any phone takes).
MAX_PIXELS = 50_000_000


class PictureRefused(ExplainedError):
    """A picture that cannot be used; ``reason`` says why, for the player."""


@dataclass(frozen=True)
class PreparedPicture:
    """A picture ready to keep: the PNG bytes and their size in pixels."""

    kind: PictureKind
    png: bytes
    size: tuple[int, int]


def pictures_dir() -> Path:
    """The folder of the pictures made from the player's files."""
    return paths.data_dir() / "pictures"


def stored_path(kind: PictureKind) -> Path:
    """Where the picture of ``kind`` is kept (it may not exist)."""
    return pictures_dir() / FILE_NAMES[kind]


def prepare_picture(path: str | os.PathLike[str], kind: PictureKind) -> PreparedPicture:
    """``path`` made into a card back or a felt, in memory; PictureRefused
    (with the reason) if it cannot be. Nothing is written."""
    source = Path(path)
    data = _read(source)
    image = _decode(data, source, kind)
    try:
        png = _shape(image, kind)
    except MemoryError:
        raise _too_many(source, image.size) from None
    except Exception as error:  # someone else's file (its EXIF, its mode): whatever breaks refuses it
        raise _broken(source, error) from error
    return PreparedPicture(kind, png, SIZES[kind])


def store_picture(picture: PreparedPicture) -> Path:
    """Keep ``picture`` in the data folder, in place of the previous one,
    atomically; PictureRefused (an OSError's reason) if it cannot be written."""
    target = stored_path(picture.kind)
    try:
        write_atomic(target, picture.png)
    except OSError as error:
        raise PictureRefused(
            Reason.of(
                "picture_not_saved",
                "Your picture could not be kept in {folder}: {problem}.",
                folder=str(target.parent),
                problem=error.strerror or clause(error),
            )
        ) from error
    return target


def import_card_back(path: str | os.PathLike[str]) -> Path:
    """Make ``path`` the card back; return where it is kept."""
    return store_picture(prepare_picture(path, "back"))


def import_felt(path: str | os.PathLike[str]) -> Path:
    """Make ``path`` the table's felt; return where it is kept."""
    return store_picture(prepare_picture(path, "felt"))


# -- the steps --------------------------------------------------------------------


def _read(source: Path) -> bytes:
    try:
        return read_capped(source, MAX_FILE_BYTES)
    except TooLarge as error:
        raise PictureRefused(
            Reason.of(
                "picture_file_too_large",
                "The picture {path} is too large a file ({megabytes} MB); Card Table takes pictures of up to {limit} MB.",
                path=str(source),
                megabytes=megabytes(error.size),
                limit=megabytes(MAX_FILE_BYTES),
            )
        ) from None
    except OSError as error:
        raise PictureRefused(
            Reason.of(
                "picture_unreadable",
                "The picture {path} could not be opened: {problem}.",
                path=str(source),
                problem=error.strerror or clause(error),
            )
        ) from error


def _decode(data: bytes, source: Path, kind: PictureKind) -> Image.Image:
    """The decoded picture, checked for size from its header before decoding.
    A JPEG is decoded at the smallest scale still at least as large as the
    result needs on either side (its crop turned either way), which is
    several times faster for a camera's photo and loses nothing kept."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data))
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise _too_many(source, None) from None
    except UnidentifiedImageError:
        raise PictureRefused(
            Reason.of(
                "picture_not_image",
                "The file {path} is not a picture Card Table can read.",
                path=str(source),
            )
        ) from None
    except (OSError, ValueError, SyntaxError, EOFError) as error:
        raise _broken(source, error) from error
    width, height = image.size
    if width * height > MAX_PIXELS:
        raise _too_many(source, image.size)
    if width < 1 or height < 1:
        raise _broken(source, ValueError("no pixels"))
    side = max(SIZES[kind])
    try:
        if image.format == "JPEG":
            image.draft(None, (side, side))
        image.load()
    except MemoryError:
        raise _too_many(source, image.size) from None
    except Exception as error:  # "image file is truncated" is an OSError; a plugin may raise anything
        raise _broken(source, error) from error
    return image


def _shape(image: Image.Image, kind: PictureKind) -> bytes:
    """Upright, cropped to the shape of ``kind``, scaled, as PNG bytes."""
    upright = ImageOps.exif_transpose(image)
    has_alpha = upright.mode in ("RGBA", "LA", "PA") or (upright.mode == "P" and "transparency" in upright.info)
    # A card back may keep see-through parts (its corners); the felt is opaque.
    mode = "RGBA" if has_alpha and kind == "back" else "RGB"
    if upright.mode != mode:
        upright = upright.convert("RGBA" if has_alpha else "RGB")
        if mode == "RGB" and upright.mode == "RGBA":
            upright = _flatten(upright)
    fitted = ImageOps.fit(upright, SIZES[kind], method=Image.Resampling.LANCZOS, centering=(0.5, 0.5))
    out = io.BytesIO()
    fitted.save(out, format="PNG", optimize=False)
    return out.getvalue()


def _flatten(image: Image.Image) -> Image.Image:
    """An RGBA picture laid on our green felt (a felt has nothing beneath it)."""
    ground = Image.new("RGB", image.size, (21, 94, 52))
    ground.paste(image, mask=image.getchannel("A"))
    return ground


def _too_many(source: Path, size: tuple[int, int] | None) -> PictureRefused:
    if size is None:
        return PictureRefused(
            Reason.of(
                "picture_too_many_pixels",
                "The picture {path} is far too large in pixels; Card Table takes pictures of up to {limit} megapixels.",
                path=str(source),
                limit=MAX_PIXELS // 1_000_000,
            )
        )
    return PictureRefused(
        Reason.of(
            "picture_too_big",
            "The picture {path} is {width} × {height} pixels; Card Table takes pictures of up to {limit} megapixels.",
            path=str(source),
            width=size[0],
            height=size[1],
            limit=MAX_PIXELS // 1_000_000,
        )
    )


def _broken(source: Path, error: BaseException) -> PictureRefused:
    return PictureRefused(
        Reason.of(
            "picture_broken",
            "The picture {path} is damaged or cut short and cannot be used ({problem}).",
            path=str(source),
            problem=str(error) or type(error).__name__,
        )
    )
