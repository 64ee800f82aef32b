"""Where things live on disk: paths, settings, saved games and autosave."""
