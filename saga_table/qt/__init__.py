"""The Qt table: controller, models, painted widgets, dialogs and the main window."""
