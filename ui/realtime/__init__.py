"""What real-time games (Raffzahn, Bunte Kuh) share in the Qt layer: the pump that feeds the game's clock,
keyboard zones, who plays with which input, cursors drawn over the pyramid, the side panel and the seat cards
(docs/design/realtime.md)."""
