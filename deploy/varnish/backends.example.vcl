# The site instances behind deploy/varnish/site.vcl. Copy to backends.vcl beside it and list
# yours; the deploy test (scripts/deploy-test/) writes its own. Varnish probes liveness: a
# stopping instance refuses connections and vcl_backend_error tries the next one.
probe site_alive {
  .url = "/api/health";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend instance_1 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = site_alive;
  .connect_timeout = 1s;
  .first_byte_timeout = 10s;
  .between_bytes_timeout = 10s;
}

sub site_backends {
  site.add_backend(instance_1);
}
