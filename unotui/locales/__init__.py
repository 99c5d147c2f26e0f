"""Translation catalogues (``<lang>.json``) and the tool that lists their keys."""
