from enum import StrEnum

class TreatCvTextResponse200DocumentFormat(StrEnum):
    BMP = "bmp"
    DOC = "doc"
    DOCX = "docx"
    GIF = "gif"
    HTML = "html"
    JPEG = "jpeg"
    MARKDOWN = "markdown"
    ODT = "odt"
    PDF = "pdf"
    PNG = "png"
    RTF = "rtf"
    TEXT = "text"
    TIFF = "tiff"
    WEBP = "webp"

    def __str__(self) -> str:
        return str(self.value)
