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

# The client's request id is kept only from a front it trusts (a TLS terminator that sets one);
# everyone else's is replaced. Empty here: list the terminator's addresses to join its log lines.
acl request_id_fronts {
  "192.0.2.0"/32;
}

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

  # One id per request, made here: it goes to the instance (which uses it from a trusted proxy,
  # TRUST_PROXY), into its log line and back in the answer, and is never part of a stored copy.
  # X-Forwarded-For is left to varnishd, which appends the client's address: the instances take
  # the right-most address that is not a proxy they trust, so a client's own entries prove nothing.
  if (client.ip !~ request_id_fronts || req.http.X-Request-Id !~ "^[A-Za-z0-9._:-]{1,128}$") {
    set req.http.X-Request-Id = "varnish-" + std.integer(time=now) + "-" + req.xid;
  }
  unset req.http.X-Forwarded-Host;

  # A body over the instances' own limit (REQUEST_BODY_LIMIT, 1 MB) is refused here, before
  # megabytes cross to an instance that would refuse it anyway.
  if (std.integer(req.http.Content-Length, 0) > 1048576) {
    return (synth(413, "Payload Too Large"));
  }

  # Changes (posts, the webhook) and anything unusual go to an instance, never into a copy.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }

  # The build's fingerprinted files and public/ are the same for everyone: no cookies.
  if (req.url ~ "^/(build/|favicon\.ico|robots\.txt|fonts/|images/)") {
    unset req.http.Cookie;
    return (hash);
  }

  # Ad-click and campaign parameters change nothing on a page (the site ignores them; analytics
  # reads them from the address in the browser): out of the key, so each click is not a miss.
  # The rest of the query is sorted, so ?a=1&b=2 and ?b=2&a=1 share a copy.
  if (req.url ~ "\?") {
    set req.url = regsuball(req.url, "(?i)(?<=[?&])(fbclid|gclid|gbraid|wbraid|msclkid|dclid|utm_[a-z0-9_]*|mc_cid|mc_eid|_ga|_gl|igshid|yclid|ttclid)(=[^&#]*)?(&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");
    set req.url = std.querysort(req.url);
  }

  # Screens that are always one visitor's own (a token, a payment reference, an order, the
  # visitor's choices) and the operational endpoints: straight to an instance. The site marks
  # them private too; this saves the lookup and never lets a copy be made.
  if (req.url ~ "(?i)^/(bevestigen|en/confirm|premiere-bevestigen|panel-bevestigen|cultuurbank-bevestigen|cultuurbank-confirm|premiere-afmelden|donatie/bedankt|en/donation/thank-you|api/|verlanglijst|en/wish-list|cookievoorkeur|en/cookie-preference|bestel/)") {
    return (pass);
  }

  # A referral link (?r=…) sets a cookie and makes the page the visitor's own. The site decodes
  # names (%72 is r), which a regex cannot: a percent-encoded name is as good as a referral.
  if (req.url ~ "(?i)[?&](r|%72|%52)=" || req.url ~ "[?&][^=&#]*%[^=&#]*(=|&|$)") {
    return (pass);
  }

  # Cookies the browser alone reads (analytics, the account flag) and the once-only cookie that
  # only form posts read (posts passed above) do not change the page: they go. The consent choice does (the banner, the tag manager): it stays, alone. Any other
  # cookie (the CMS session of an editor's preview, a referral, a form's flash message) makes
  # the page personal: pass, so it is never stored or served to anyone else.
  if (req.http.Cookie) {
    set req.http.Cookie = ";" + req.http.Cookie;
    set req.http.Cookie = regsuball(req.http.Cookie, "; *", ";");
    set req.http.Cookie = regsuball(req.http.Cookie, ";(_ga(_[A-Za-z0-9_]+)?|_gid|_gat(_[A-Za-z0-9_]+)?|_gcl_[A-Za-z0-9_]+|_fbp|ta_account_sync|ta_once)=[^;]*", "");
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
  # One request's id: never part of a copy another request is served (vcl_deliver sets its own).
  unset beresp.http.X-Request-Id;

  # A failing instance never replaces a good copy: a background refresh that fails is
  # dropped and the stale copy stays. An instance that is stopping or overloaded (502-504) is
  # asked again on another instance. A page the site rendered as its 500 screen is held two
  # seconds, so visitors arriving meanwhile share it instead of each sending the CMS a call.
  if (beresp.status >= 500) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    if (bereq.retries < 1 && beresp.status >= 502 && beresp.status <= 504 && (bereq.method == "GET" || bereq.method == "HEAD")) {
      return (retry);
    }
    if (bereq.uncacheable || beresp.http.Set-Cookie) {
      return (deliver);
    }
    set beresp.ttl = 2s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    return (deliver);
  }

  # What the site says is not for a shared cache never becomes a copy: Varnish's own rules
  # (private, no-store, no-cache, a TTL of 0 such as max-age=0 without s-maxage, Set-Cookie,
  # Vary: *) mark it hit-for-miss. An answer without Cache-Control says nothing we may rely on.
  if (!beresp.http.Cache-Control && !bereq.uncacheable) {
    set beresp.ttl = 0s;
  }
  call vcl_builtin_backend_response;

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
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

sub vcl_synth {
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  unset resp.http.X-Varnish;
}
