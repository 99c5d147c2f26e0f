from unotui.cli import main

raise SystemExit(main())
