"""An option loop in the shape of getopt.getopt; problems are collected, not raised."""

def long_has_arg(opt, longopts):
    for name in longopts:
        if name.rstrip("=") == opt:
            return name.endswith("=")
    return None

def do_long(opts, opt, longopts, args, errors):
    optarg = None
    if "=" in opt:
        opt, optarg = opt.split("=", 1)
    has_arg = long_has_arg(opt, longopts)
    if has_arg is None:
        errors.append("option --%s not recognized" % opt)
        return
    if has_arg and optarg is None:
        if not args:
            errors.append("option --%s requires argument" % opt)
            return
        optarg = args.pop(0)
    opts.append(("--" + opt, optarg or ""))

def do_short(opts, opt, shortopts, args, errors):
    if opt + ":" in shortopts and args:
        opts.append(("-" + opt, args.pop(0)))
    elif opt in shortopts:
        opts.append(("-" + opt, ""))
    else:
        errors.append("option -%s not recognized" % opt)

def getopt(args, shortopts, longopts):
    opts = []
    errors = []
    while args and args[0].startswith("-") and args[0] != "-":
        if args[0] == "--":
            args.pop(0)
            break
        arg = args.pop(0)
        if arg.startswith("--"):
            do_long(opts, arg[2:], longopts, args, errors)
        else:
            do_short(opts, arg[1:], shortopts, args, errors)
    return opts, errors
