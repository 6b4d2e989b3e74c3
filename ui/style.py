"""The box's look: a warm paper palette and one style sheet for the shell's widgets.

Widgets name their role with `setObjectName` ("gameCard", "primaryButton", "hint", …)
and this sheet styles the roles, so no widget hard-codes colours.
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

PAPER = "#f4efe6"
SURFACE = "#fffdf9"
INK = "#2b2622"
MUTED = "#7a6f63"
LINE = "#e3d9cb"
ACCENT = "#c0561b"
ACCENT_DARK = "#9c4413"
HIGHLIGHT = "#fbe3cc"


def palette() -> QPalette:
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: PAPER,
        QPalette.ColorRole.WindowText: INK,
        QPalette.ColorRole.Base: SURFACE,
        QPalette.ColorRole.AlternateBase: "#f8f3ec",
        QPalette.ColorRole.Text: INK,
        QPalette.ColorRole.Button: "#f1ebe2",
        QPalette.ColorRole.ButtonText: INK,
        QPalette.ColorRole.Highlight: ACCENT,
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: SURFACE,
        QPalette.ColorRole.ToolTipText: INK,
        QPalette.ColorRole.PlaceholderText: "#a89d90",
        QPalette.ColorRole.Link: ACCENT_DARK,
    }
    for role, color in roles.items():
        p.setColor(role, QColor(color))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#b5aa9d"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#b5aa9d"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#b5aa9d"))
    return p


STYLE_SHEET = f"""
QMainWindow, QDialog {{ background: {PAPER}; }}
QWidget#libraryContent {{ background: {PAPER}; }}
QLabel#libraryHeading {{ font-size: 30px; font-weight: 700; color: {INK}; }}
QLabel#librarySubheading {{ font-size: 15px; color: {MUTED}; }}

QFrame#gameCard {{
    background: {SURFACE}; border: 1px solid {LINE}; border-radius: 14px;
}}
QLabel#cardTitle {{ font-size: 21px; font-weight: 700; color: {INK}; }}
QLabel#cardTagline {{ font-size: 14px; font-style: italic; color: {ACCENT_DARK}; }}
QLabel#cardDescription {{ font-size: 13px; color: #4a423b; }}
QLabel#chip {{
    background: #f3ece2; border: 1px solid {LINE}; border-radius: 10px;
    padding: 2px 10px; font-size: 12px; color: #5d5248;
}}

QPushButton {{
    background: #f6f1ea; border: 1px solid #d6cab9; border-radius: 8px;
    padding: 7px 16px; color: {INK}; font-size: 13px;
}}
QPushButton:hover {{ background: #efe6da; }}
QPushButton:pressed {{ background: #e6dacb; }}
QPushButton:disabled {{ color: #b5aa9d; background: #f4efe8; border-color: #e4dbcf; }}
QPushButton#primaryButton {{
    background: {ACCENT}; border: 1px solid {ACCENT_DARK}; color: white; font-weight: 600;
}}
QPushButton#primaryButton:hover {{ background: #cf6426; }}
QPushButton#primaryButton:pressed {{ background: {ACCENT_DARK}; }}
QPushButton#primaryButton:checked {{ background: {ACCENT_DARK}; }}
QPushButton#segment {{ border-radius: 0px; padding: 5px 12px; }}
QPushButton#segment:checked {{ background: {ACCENT}; color: white; border-color: {ACCENT_DARK}; }}
QPushButton#pauseButton:checked {{ background: {HIGHLIGHT}; border-color: {ACCENT}; }}
QPushButton#linkButton {{
    border: none; background: transparent; padding: 0px; color: {ACCENT_DARK}; text-decoration: underline;
    font-size: 12px;
}}
QPushButton#linkButton:hover {{ color: {ACCENT}; }}
QPushButton#notationButton {{ padding: 2px 8px; font-size: 11px; border-radius: 6px; color: {MUTED}; }}
QPushButton#notationButton:checked {{ background: {HIGHLIGHT}; border-color: {ACCENT}; color: {INK}; }}

QPushButton#primaryButton:disabled {{ background: #e9c3a8; border-color: #e0b899; color: #fff8f0; }}
QLabel#dialogTitle {{ font-size: 22px; font-weight: 700; color: {INK}; }}
QLabel#hint {{ color: {MUTED}; font-size: 12px; }}
QGroupBox {{
    border: 1px solid {LINE}; border-radius: 10px; margin-top: 14px; padding: 14px 12px 10px 12px;
    background: {SURFACE}; font-weight: 600;
}}
QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 4px; color: {ACCENT_DARK}; }}
QDialog#newGameDialog QRadioButton {{ font-weight: 600; }}
QLabel#seatLabel {{ font-weight: 600; color: #4a423b; padding-top: 6px; }}
QLineEdit {{
    border: 1px solid #d6cab9; border-radius: 6px; padding: 4px 8px; background: white;
    min-height: 20px;
}}
QLineEdit:focus {{ border-color: {ACCENT}; }}
QComboBox, QSpinBox {{ min-height: 24px; }}
QFrame#separator {{ color: {LINE}; }}

QFrame#sidePanel {{ background: {SURFACE}; border-left: 1px solid {LINE}; }}
QLabel#panelTitle {{ font-size: 19px; font-weight: 700; color: {INK}; }}
QLabel#sectionTitle {{ font-size: 13px; font-weight: 700; color: {ACCENT_DARK}; padding-top: 6px; }}
QLabel#badge {{
    background: #efe2f5; color: #6b3d80; border-radius: 9px; padding: 2px 9px;
    font-size: 11px; font-weight: 600;
}}
QFrame#playerCard {{
    background: #f8f3ec; border: 1px solid {LINE}; border-radius: 10px;
}}
QFrame#playerCard[current="true"] {{
    background: {HIGHLIGHT}; border: 2px solid {ACCENT};
}}
QLabel#playerName {{ font-size: 15px; font-weight: 700; color: {INK}; }}
QLabel#playerScore {{ font-size: 26px; font-weight: 700; color: {INK}; }}
QLabel#turnStatus {{ font-size: 14px; font-weight: 600; color: {ACCENT_DARK}; padding: 4px 2px; }}
QLabel#message {{
    background: #fff1c9; border: 1px solid #e8c35a; border-radius: 8px; padding: 8px 10px;
    color: #5c4300;
}}
QLabel#saveNotice {{
    background: #fde2dc; border-bottom: 1px solid #e39a8a; padding: 8px 16px; color: #6b1f10; font-weight: 600;
}}
QLabel#saveNotice[good="true"] {{ background: #e3f1dc; border-bottom-color: #9cc98a; color: #24501a; }}
QTableView#moveLog {{
    background: white; alternate-background-color: #faf6f0; border: 1px solid {LINE};
    border-radius: 8px; font-size: 13px;
}}
QTableView#moveLog::item {{ padding: 0px 6px; }}
QDialog#scoreDialog {{ border: 1px solid #d6cab9; }}
QSlider::groove:horizontal {{ height: 6px; background: #e6dccf; border-radius: 3px; }}
QSlider::handle:horizontal {{
    background: {ACCENT}; width: 16px; margin: -6px 0; border-radius: 8px;
}}
QSlider::sub-page:horizontal {{ background: #e4a57d; border-radius: 3px; }}

QLabel#scoreHeadline {{ font-size: 30px; font-weight: 800; color: {ACCENT_DARK}; }}
QFrame#scoreTable {{ background: {SURFACE}; border: 1px solid {LINE}; border-radius: 10px; }}
QLabel#tableHead {{ color: {MUTED}; font-size: 11px; font-weight: 600; }}
QLabel#scoreTotal {{ font-size: 22px; font-weight: 800; color: {INK}; }}
QLabel#piecePoints {{ font-weight: 600; }}
QLabel#pieceCrossed {{ color: #b0442a; }}
QLabel#note {{ color: #4a423b; }}

QTextBrowser#rulesBrowser {{
    background: {SURFACE}; border: 1px solid {LINE}; border-radius: 10px; padding: 12px 18px;
    font-size: 14px;
}}
QFrame#demoFrame {{ background: {SURFACE}; border: 1px solid {LINE}; border-radius: 10px; }}
QLabel#caption {{ font-size: 14px; color: {INK}; background: #f7efe3; border-radius: 8px; padding: 8px 10px; }}
QStatusBar {{ color: {MUTED}; }}

QFrame#puzzleBanner {{
    background: {HIGHLIGHT}; border: 1px solid #eec7a4; border-radius: 12px;
}}
QLabel#puzzleIcon {{ font-size: 34px; color: {ACCENT_DARK}; }}
QLabel#puzzleTitle {{ font-size: 16px; font-weight: 700; color: {INK}; }}
QPushButton#puzzleButton {{
    background: {ACCENT}; border: 1px solid {ACCENT_DARK}; color: white; font-weight: 600;
}}
QPushButton#puzzleButton:hover {{ background: #cf6426; }}

QFrame#coachPanel {{ background: #f1faf4; border: 1px solid #b9dcc4; border-radius: 10px; }}
QLabel#coachTitle {{ font-size: 13px; font-weight: 700; color: #23704a; }}
QLabel#coachSummary {{ color: {INK}; font-size: 13px; }}
QPushButton#coachClose {{ border: none; background: transparent; padding: 0px 4px; font-size: 16px; color: {MUTED}; }}
QPushButton#coachClose:hover {{ color: {INK}; }}
QListWidget#hintList {{ background: white; border: 1px solid #d3e8da; border-radius: 6px; font-size: 13px; }}
QPushButton#hintButton {{ border-color: #7dbb93; }}
QFrame#coachBox {{ background: #f1faf4; border: 1px solid #b9dcc4; border-radius: 10px; }}
QLabel#coachFigure {{ font-size: 20px; font-weight: 800; color: {INK}; }}
QLabel#puzzleVerdict {{ font-size: 15px; font-weight: 700; color: #23704a; }}
QFrame#puzzlePanel {{ background: #fff8ef; border: 1px solid #eec7a4; border-radius: 10px; }}
QLabel#puzzlePanelTitle {{ font-size: 12px; font-weight: 700; color: {ACCENT_DARK}; }}
QLabel#puzzleGoal {{ font-size: 14px; font-weight: 600; color: {INK}; }}
QLabel#puzzleResult {{ font-size: 14px; font-weight: 700; color: {INK}; }}
QLabel#puzzleRating {{ font-size: 13px; color: {MUTED}; }}
QTextBrowser#puzzleProof {{ background: white; border: 1px solid {LINE}; border-radius: 8px; font-size: 13px; }}
QTableWidget#puzzleTable {{
    background: white; alternate-background-color: #faf6f0; border: 1px solid {LINE};
    border-radius: 8px; font-size: 13px; selection-background-color: {HIGHLIGHT}; selection-color: {INK};
}}
QTableWidget#puzzleTable::item {{ padding: 0px 6px; }}
"""
