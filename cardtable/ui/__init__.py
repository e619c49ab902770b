"""The windowed table: the only package that imports Qt (app, main window,
table scene, card sprites and themes, dialogs, score-sheet widgets)."""
