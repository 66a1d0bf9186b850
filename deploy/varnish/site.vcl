# Varnish in front of N site instances (docs/operations.md). What it may copy is what the site
# says in Cache-Control; this file only decides which requests may share a copy, and keeps
# serving copies while the instances are slow or down.
#
# The instances are listed in backends.vcl beside this file (see backends.example.vcl): it
# defines the backends and `sub site_backends`, which adds each one to the director.
vcl 4.1;

import directors;
import std;

# Who may send BAN (the site's purge webhook, on the instances): loopback and the instances'
# own network. Widen to the instances' addresses in a real deployment.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new site = directors.round_robin();
  call site_backends;
}

# After vcl_init: its subroutine adds to the director declared there.
include "backends.vcl";

sub vcl_recv {
  set req.backend_hint = site.backend();

  # The purge webhook's ban: the regex names paths of the site (X-Ban-Url), matched against
  # the URL kept on each object, so the ban lurker can drop them without waiting for a visit.
  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(405, "Method Not Allowed"));
    }
    if (!req.http.X-Ban-Url) {
      return (synth(400, "X-Ban-Url missing"));
    }
    ban("obj.http.x-url ~ " + req.http.X-Ban-Url);
    return (synth(200, "Banned"));
  }

  # One address per client, as the instances read it (TRUST_PROXY=true behind this file): the
  # client's own copy of X-Forwarded-For is never believed. The request id is ours too.
  set req.http.X-Forwarded-For = client.ip;
  set req.http.X-Request-Id = "varnish-" + req.xid;
  unset req.http.X-Forwarded-Host;

  # Changes (posts, the webhook) and anything unusual go to an instance, never into a copy.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }

  # The build's fingerprinted files and public/ are the same for everyone: no cookies.
  if (req.url ~ "^/(build/|favicon\.ico|robots\.txt|fonts/|images/)") {
    unset req.http.Cookie;
    return (hash);
  }

  # A referral link (?r=…) sets a cookie and makes the page the visitor's own.
  if (req.url ~ "[?&]r=") {
    return (pass);
  }

  # Cookies the browser alone reads (analytics, the account flag) do not change the page: they
  # go. The consent choice does (the banner, the tag manager): it stays, alone. Any other
  # cookie (the CMS session of an editor's preview, a referral, a form's flash message) makes
  # the page personal: pass, so it is never stored or served to anyone else.
  if (req.http.Cookie) {
    set req.http.Cookie = ";" + req.http.Cookie;
    set req.http.Cookie = regsuball(req.http.Cookie, "; *", ";");
    set req.http.Cookie = regsuball(req.http.Cookie, ";(_ga(_[A-Za-z0-9_]+)?|_gid|_gat(_[A-Za-z0-9_]+)?|_gcl_[A-Za-z0-9_]+|_fbp|ta_account_sync)=[^;]*", "");
    if (req.http.Cookie ~ ";(?!cookie_consent=)[^;=]+=") {
      set req.http.Cookie = regsub(req.http.Cookie, "^;", "");
      return (pass);
    }
    set req.http.Cookie = regsub(req.http.Cookie, "^;", "");
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
  }

  # Crawlers get the whole document at once, browsers the streamed one: separate copies. The
  # site decides with isbot; this pattern covers the crawlers that matter and the tools a
  # browser-streamed copy would confuse. A miss here costs only delivery, never content.
  if (req.http.User-Agent ~ "(?i)(bot|crawl|spider|slurp|facebookexternalhit|embedly|lighthouse|headless|curl|wget|python|go-http|java/|okhttp|node-fetch|axios|monitor|preview)") {
    set req.http.X-Client-Class = "crawler";
  } else {
    set req.http.X-Client-Class = "browser";
  }

  # While the instances answer, a copy past its time is served at most this long while one
  # request fetches its successor; when none answers, as long as the copy is kept (a day).
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }

  # The built-in rule passes any request with a cookie; ours decided above.
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  hash_data(req.http.X-Client-Class);
  # The consent cookie is all that is left of Cookie here.
  hash_data(req.http.Cookie);
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.X-Client-Class;
}

sub vcl_backend_response {
  # Kept on the object so bans can name it (see vcl_recv); removed before delivery.
  set beresp.http.x-url = bereq.url;

  # A failing instance never replaces a good copy: a background refresh that fails is
  # dropped and the stale copy stays; a foreground one may be retried on another instance.
  if (beresp.status >= 500) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
      return (retry);
    }
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }

  # The site's stale-if-error (a day) becomes grace: served while no instance answers.
  if (beresp.http.Cache-Control ~ "stale-if-error") {
    set beresp.grace = 24h;
  }
  return (deliver);
}

sub vcl_backend_error {
  # An instance that refuses the connection (it is stopping) or times out: try another once.
  if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.method == "POST")) {
    return (retry);
  }
}

sub vcl_deliver {
  unset resp.http.x-url;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
