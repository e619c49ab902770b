"""The player's pictures made into a card back and a felt (issue 14).

Each picture is made here with Pillow, small, so the tests stay light: even
the "huge" ones are a few kilobytes of PNG that claim millions of pixels.
"""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image

from cardtable.storage import pictures
from cardtable.storage.pictures import (
    PictureRefused,
    import_card_back,
    import_felt,
    prepare_picture,
)

RED, BLUE = (220, 20, 30), (20, 40, 220)


def _exif_rotated_jpeg(path: Path) -> None:
    """A JPEG whose pixels lie on their side (wide, red left, blue right)
    with EXIF orientation 6: shown upright it is tall, red on top."""
    image = Image.new("RGB", (400, 200), RED)
    image.paste(BLUE, (200, 0, 400, 200))
    exif = Image.Exif()
    exif[0x0112] = 6  # rotate 90° clockwise to show
    image.save(path, format="JPEG", exif=exif, quality=95)


def _png_claiming(width: int, height: int) -> bytes:
    """A valid PNG header for ``width`` x ``height`` pixels, with a tiny body:
    Pillow reads the size from the header on open."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b"")


def _stored_nothing() -> bool:
    return not pictures.pictures_dir().exists() or not any(pictures.pictures_dir().iterdir())


def test_an_exif_rotated_photo_comes_out_upright(tmp_path: Path) -> None:
    source = tmp_path / "photo.jpg"
    _exif_rotated_jpeg(source)
    kept = import_card_back(source)
    with Image.open(kept) as image:
        assert image.format == "PNG"
        assert image.size == pictures.BACK_SIZE
        top = image.getpixel((image.width // 2, image.height // 8))
        bottom = image.getpixel((image.width // 2, image.height * 7 // 8))
    # Orientation 6 shows the left (red) part on top.
    assert top[0] > 180 and top[2] < 80, top
    assert bottom[2] > 180 and bottom[0] < 80, bottom


def test_a_wide_picture_is_cropped_to_the_card_not_squeezed(tmp_path: Path) -> None:
    """A 3:1 picture with red edges and a blue middle: cropped to the card's
    shape, only the blue middle is left."""
    source = tmp_path / "wide.png"
    image = Image.new("RGB", (900, 300), RED)
    image.paste(BLUE, (300, 0, 600, 300))
    image.save(source)
    kept = import_card_back(source)
    with Image.open(kept) as back:
        assert back.size == pictures.BACK_SIZE
        assert abs(back.width / back.height - pictures.CARD_ASPECT) < 0.01
        for x in (2, back.width // 2, back.width - 3):
            pixel = back.getpixel((x, back.height // 2))
            assert pixel[2] > 180 and pixel[0] < 80, (x, pixel)


def test_the_felt_is_stored_as_a_png_of_its_size_and_replaces_the_previous(tmp_path: Path) -> None:
    first, second = tmp_path / "a.png", tmp_path / "b.jpg"
    Image.new("RGB", (300, 300), RED).save(first)
    Image.new("RGB", (4000, 3000), BLUE).save(second, quality=90)
    original = second.read_bytes()
    import_felt(first)
    kept = import_felt(second)
    assert kept == pictures.stored_path("felt")
    assert sorted(p.name for p in pictures.pictures_dir().iterdir()) == ["table-felt.png"]
    with Image.open(kept) as felt:
        assert (felt.format, felt.size, felt.mode) == ("PNG", pictures.FELT_SIZE, "RGB")
        assert felt.getpixel((10, 10))[2] > 180
    assert second.read_bytes() == original  # the player's file is only read


def test_a_see_through_back_keeps_its_alpha_and_a_felt_is_flattened(tmp_path: Path) -> None:
    source = tmp_path / "clear.png"
    Image.new("RGBA", (100, 140), (0, 0, 0, 0)).save(source)
    back = prepare_picture(source, "back")
    felt = prepare_picture(source, "felt")
    assert Image.open(io.BytesIO(back.png)).mode == "RGBA"
    assert Image.open(io.BytesIO(felt.png)).getpixel((5, 5)) == (21, 94, 52)


@pytest.mark.parametrize("kind", ["back", "felt"])
def test_a_truncated_png_is_refused_as_damaged(tmp_path: Path, kind: str) -> None:
    whole = io.BytesIO()
    Image.effect_noise((400, 400), 60).convert("RGB").save(whole, format="PNG")
    source = tmp_path / "cut.png"
    source.write_bytes(whole.getvalue()[: len(whole.getvalue()) // 2])
    with pytest.raises(PictureRefused) as refused:
        prepare_picture(source, kind)  # type: ignore[arg-type]
    assert refused.value.reason is not None and refused.value.reason.code == "picture_broken"
    assert "damaged or cut short" in str(refused.value) and "cut.png" in str(refused.value)


def test_a_text_file_is_refused_as_not_a_picture(tmp_path: Path) -> None:
    source = tmp_path / "notes.png"
    source.write_text("these are my notes, not a picture\n")
    with pytest.raises(PictureRefused) as refused:
        import_card_back(source)
    assert refused.value.reason is not None and refused.value.reason.code == "picture_not_image"
    assert str(refused.value) == f"The file {source} is not a picture Card Table can read."
    assert _stored_nothing()


def test_a_20000_pixel_square_picture_is_refused_before_decoding(tmp_path: Path) -> None:
    source = tmp_path / "bomb.png"
    source.write_bytes(_png_claiming(20_000, 20_000))
    assert source.stat().st_size < 200
    with pytest.raises(PictureRefused) as refused:
        import_felt(source)
    assert refused.value.reason is not None and refused.value.reason.code == "picture_too_many_pixels"
    assert "up to 50 megapixels" in str(refused.value)
    assert _stored_nothing()


def test_a_picture_over_the_limit_but_under_pillows_is_refused_with_its_size(tmp_path: Path) -> None:
    source = tmp_path / "big.png"
    source.write_bytes(_png_claiming(8_000, 8_000))  # 64 megapixels: Pillow would only warn past 89
    with pytest.raises(PictureRefused) as refused:
        import_card_back(source)
    assert refused.value.reason is not None and refused.value.reason.code == "picture_too_big"
    assert "8000 × 8000 pixels" in str(refused.value)
    assert _stored_nothing()


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pictures, "MAX_FILE_BYTES", 1000)
    source = tmp_path / "large.bmp"
    Image.new("RGB", (100, 100), RED).save(source)
    with pytest.raises(PictureRefused) as refused:
        import_card_back(source)
    assert refused.value.reason is not None and refused.value.reason.code == "picture_file_too_large"
    assert _stored_nothing()


def test_a_missing_file_is_refused_with_the_systems_reason(tmp_path: Path) -> None:
    with pytest.raises(PictureRefused) as refused:
        import_card_back(tmp_path / "gone.jpg")
    assert "could not be opened: No such file or directory." in str(refused.value)


def test_a_picture_that_cannot_be_kept_says_where_and_why(tmp_path: Path) -> None:
    source = tmp_path / "ok.png"
    Image.new("RGB", (50, 70), RED).save(source)
    prepared = prepare_picture(source, "back")
    pictures.pictures_dir().parent.mkdir(parents=True)
    pictures.pictures_dir().write_text("a file where the folder should be")
    with pytest.raises(PictureRefused) as refused:
        pictures.store_picture(prepared)
    assert refused.value.reason is not None and refused.value.reason.code == "picture_not_saved"


def test_whatever_breaks_on_a_strange_file_refuses_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Someone else's file may break Pillow in ways of its own (a malformed
    EXIF block raised KeyError in some versions): refused, not a crash."""
    source = tmp_path / "odd.jpg"
    Image.new("RGB", (60, 80), RED).save(source)

    def broken_exif(image: Image.Image) -> Image.Image:
        raise KeyError(274)

    monkeypatch.setattr(pictures.ImageOps, "exif_transpose", broken_exif)
    with pytest.raises(PictureRefused) as refused:
        import_card_back(source)
    assert refused.value.reason is not None and refused.value.reason.code == "picture_broken"
    assert _stored_nothing()
