// Tests run as if in Amsterdam on a fixed clock only where a test asks for it; the zone is fixed
// so date rules behave the same on every machine.
process.env.TZ = "UTC";
