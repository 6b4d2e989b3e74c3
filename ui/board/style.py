"""Styles shared by the boards' own controls (the golden Roll and Pass buttons)."""
from __future__ import annotations


def button_style(font_px: int = 15, radius: int = 10, padding: str = "4px 14px",
                 disabled: str = "color: #8fa39d; border-color: #2c4a43; background: rgba(20, 40, 36, 200);") -> str:
    """A golden button on the table; `disabled` is how it looks while it cannot be pressed."""
    return f"""
QPushButton {{
    color: #2b1d0e; font-weight: bold; font-size: {font_px}px;
    border: 1px solid #7a5a1e; border-radius: {radius}px; padding: {padding};
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe59a, stop:1 #e0a92e);
}}
QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0c0, stop:1 #eab443); }}
QPushButton:pressed {{ background: #d59a22; }}
QPushButton:disabled {{ {disabled} }}
"""
