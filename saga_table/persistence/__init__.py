"""Where things live on disk: paths, settings, saved games and autosave. No Qt.

- :mod:`.paths`: ``app_paths(data_dir=None) -> AppPaths`` (``--data-dir`` /
  ``$SAGA_TABLE_DATA_DIR`` put everything under one directory).
- :mod:`.settings`: ``load_settings(path) -> LoadedSettings(settings, warning, kept_aside)``,
  ``save_settings(settings, path)``; versioned JSON with migrations.
- :mod:`.saves`: ``save_game(game, path)``, ``load_game(path, resolve_card) -> LoadResult(game,
  warning)`` (``SaveFileError``), ``export_log(game, path, lang)``.
- :mod:`.autosave`: ``Autosaver(dir)`` with ``start``, ``record_action``, ``record_undo``,
  ``record_redo``, ``close(clean)``; ``find_resumable(dir) -> ResumeOffer | None``,
  ``resume(offer, resolve_card) -> Game``, ``discard(offer)`` (``AutosaveError``).
- :mod:`.log_text`: ``game_log_text(game, lang)``: the window's log as plain text (told by
  :mod:`saga_table.words.log`); ``turn_summary(state, lang)``.

Every write is atomic (a temporary file in the same directory, fsync, ``os.replace``, fsync of the
directory); reading never changes a file. The user-facing description is
``resources/docs/saving.md``.
"""
