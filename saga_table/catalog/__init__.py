"""Card data: the built-in catalog, imported card files and custom cards, behind one lookup."""
