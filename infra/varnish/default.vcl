vcl 4.1;

# Varnish as the CDN in front of SchoolPage (infra/compose.yaml): keeps what the platform marks public, drops it by
# surrogate key when the platform purges a school, and keeps serving it while the platform cannot answer.

import std;
import xkey;

# The balancer over the API replicas (Caddy, infra/Caddyfile). It answers /api/health/ready with 200 while at
# least one replica is ready; when none is, Varnish counts it sick and serves what it keeps, stale or not.
backend balancer {
	.host = "balancer";
	.port = "8080";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.probe = {
		.url = "/api/health/ready";
		.interval = 2s;
		.timeout = 2s;
		.window = 5;
		.threshold = 3;
	}
}

# The purge network: the API replicas, and nothing that forwards visitors' requests.
acl platform {
	"172.30.3.0"/24;
}

sub vcl_recv {
	if (req.method == "PURGE") {
		if (client.ip !~ platform) {
			return (synth(403, "Purging is for the platform only."));
		}
		if (!req.http.xkey-purge) {
			return (synth(400, "PURGE needs an xkey-purge header naming the surrogate keys."));
		}
		set req.http.purged = xkey.purge(req.http.xkey-purge);
		return (synth(200, "Purged " + req.http.purged + " objects."));
	}
	# A page asked for after its stale-while-revalidate time is fetched afresh (vcl_hit), unless that fetch
	# fails: then the stale page is served after all (vcl_synth), for its stale-if-error time.
	if (req.restarts == 0) {
		unset req.http.sp-fresh-only;
		unset req.http.sp-stale-ok;
	} elsif (req.http.sp-stale-ok) {
		# req.grace outlives a restart: lift the 0s again, so the page's own grace (stale-if-error) decides.
		set req.grace = 365d;
	} elsif (req.http.sp-fresh-only) {
		set req.grace = 0s;
	}
	# Everything else as Varnish does by default: requests with a Cookie or Authorization header are not cached.
}

sub vcl_hash {
	# Pages are kept per host: the platform's and each school's own domain (issue #46), whatever the case or port the
	# visitor wrote. Both copies of a school's page carry its surrogate key (site-<organizationId>): one purge clears both.
	hash_data(req.url);
	if (req.http.host) {
		hash_data(std.tolower(regsub(req.http.host, ":[0-9]+$", "")));
	} else {
		hash_data(server.ip);
	}
	return (lookup);
}

sub vcl_hit {
	# A stale page may be served (and fetched again behind the scenes) for its stale-while-revalidate time;
	# after that only while the platform is down, for its stale-if-error time (the object's grace).
	if (obj.ttl < 0s && !req.http.sp-stale-ok && std.healthy(req.backend_hint) && 0s - obj.ttl > std.duration(obj.http.sp-revalidate + "s", 0s)) {
		set req.http.sp-fresh-only = "1";
		return (restart);
	}
}

sub vcl_backend_response {
	# A failed fetch of a page kept stale leaves that page as it is rather than replacing it with the error.
	if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.sp-fresh-only)) {
		return (abandon);
	}
	# Only what the platform marks public is kept (s-maxage sets how long); anything private, or setting a
	# cookie, goes straight to the visitor, and the next requests for it do not wait for each other.
	if (beresp.http.Cache-Control !~ "(^|[ ,])public([ ,]|$)" || beresp.http.Set-Cookie) {
		set beresp.ttl = 120s;
		set beresp.uncacheable = true;
		return (deliver);
	}
	set beresp.http.sp-revalidate = "0";
	if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
		set beresp.http.sp-revalidate = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1");
	}
	if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
		set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", beresp.grace);
	}
	# The platform names each school (site-<organizationId>) and template in Surrogate-Key; xkey indexes them.
	if (beresp.http.Surrogate-Key) {
		set beresp.http.xkey = beresp.http.Surrogate-Key;
	}
}

sub vcl_backend_error {
	# The balancer cannot be reached: a page kept stale stays as it is; a visitor with nothing kept gets a 503
	# that is not kept either.
	if (bereq.is_bgfetch || bereq.http.sp-fresh-only) {
		return (abandon);
	}
	set beresp.ttl = 0s;
}

sub vcl_synth {
	# The fresh copy of a stale page could not be fetched: serve the stale one (stale-if-error).
	if (resp.status == 503 && req.http.sp-fresh-only && !req.http.sp-stale-ok) {
		set req.http.sp-stale-ok = "1";
		return (restart);
	}
}

sub vcl_deliver {
	# Cache bookkeeping stays here; visitors get the page and its caching headers.
	unset resp.http.xkey;
	unset resp.http.Surrogate-Key;
	unset resp.http.sp-revalidate;
}
