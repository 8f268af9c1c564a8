// Runs the Neo4j 5.26 Community server (org.neo4j.app:neo4j-server) for `npm start` and the tests on
// machines without Docker: Bolt, and the HTTP connector with Neo4j Browser (org.neo4j.client:neo4j-browser
// on the classpath, served at /browser/) for analysts. Configured by environment variables (all optional
// but the password):
//   SKILLGRAPH_NEO4J_HOME      database home: data/, logs/ (default: ./neo4j-home)
//   SKILLGRAPH_NEO4J_BOLT      Bolt listen address host:port (default 127.0.0.1:7687)
//   SKILLGRAPH_NEO4J_HTTP      HTTP listen address host:port for Neo4j Browser, or `off` (default 127.0.0.1:7474)
//   SKILLGRAPH_NEO4J_BROWSER_GUIDE  URL of a Browser guide played on connect (optional)
//   SKILLGRAPH_NEO4J_PASSWORD  password of the `neo4j` user, set on every start (required)
//   SKILLGRAPH_NEO4J_PAGECACHE page cache size, e.g. 512m (default: Neo4j's own)
//   SKILLGRAPH_NEO4J_PLUGINS   folder of procedure plugins (APOC core), if any
// Authentication stays on, as on any server. On SIGTERM/SIGINT the database shuts down cleanly.
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.server.CommunityBootstrapper;
import org.neo4j.server.NeoBootstrapper;

public final class Launcher {
  public static void main(String[] args) throws Exception {
    Path home = Path.of(env("SKILLGRAPH_NEO4J_HOME", "neo4j-home")).toAbsolutePath();
    String bolt = env("SKILLGRAPH_NEO4J_BOLT", "127.0.0.1:7687");
    String http = env("SKILLGRAPH_NEO4J_HTTP", "127.0.0.1:7474");
    String password = System.getenv("SKILLGRAPH_NEO4J_PASSWORD");
    if (password == null || password.length() < 8) {
      System.err.println("skillgraph-neo4j: SKILLGRAPH_NEO4J_PASSWORD must be set (8 characters or more)");
      System.exit(2);
    }
    System.out.println("skillgraph-neo4j starting");
    Files.createDirectories(home);

    Map<String, String> settings = new HashMap<>();
    settings.put("server.directories.data", home.resolve("data").toString());
    settings.put("server.directories.logs", home.resolve("logs").toString());
    settings.put("server.bolt.enabled", "true");
    settings.put("server.bolt.listen_address", bolt);
    settings.put("server.bolt.advertised_address", advertised(bolt));
    boolean browser = !http.equalsIgnoreCase("off");
    settings.put("server.http.enabled", String.valueOf(browser));
    if (browser) {
      settings.put("server.http.listen_address", http);
      settings.put("server.http.advertised_address", advertised(http));
      // The graph model's queries as a guide, played when Browser connects (served by the skillgraph API;
      // Community's Browser fetches guides from localhost without an allowlist setting, which it lacks).
      String guide = env("SKILLGRAPH_NEO4J_BROWSER_GUIDE", "");
      if (!guide.isBlank()) {
        settings.put("browser.post_connect_cmd", "play " + guide);
      }
    }
    settings.put("server.https.enabled", "false");
    settings.put("dbms.security.auth_enabled", "true");
    // The server's usage report calls home; nothing here reaches the Internet.
    settings.put("dbms.usage_report.enabled", "false");
    // A plan is checked against the data's statistics at most every 5 minutes (default 10 s): while a
    // load grows the graph from nothing, every query was planned again each time a count quadrupled, on
    // the request path (up to 0.25 s a call on two busy cores). Schema changes still empty the plan
    // cache at once, and a load ends with one (its vector indexes built), so plans are then remade with
    // the loaded counts. The same setting is in docker-compose.yml and scripts/neo4j/resolve.ts.
    settings.put("dbms.cypher.min_replan_interval", "5m");
    String plugins = System.getenv("SKILLGRAPH_NEO4J_PLUGINS");
    if (plugins != null && !plugins.isBlank()) settings.put("server.directories.plugins", plugins);
    String pageCache = System.getenv("SKILLGRAPH_NEO4J_PAGECACHE");
    if (pageCache != null && !pageCache.isBlank()) settings.put("server.memory.pagecache.size", pageCache);

    NeoBootstrapper bootstrapper = new CommunityBootstrapper();
    int status = bootstrapper.start(home, settings);
    if (status != NeoBootstrapper.OK) {
      System.err.println("skillgraph-neo4j: the server did not start (status " + status + "), see " + home.resolve("logs"));
      System.exit(status);
    }
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      System.out.println("skillgraph-neo4j stopping");
      bootstrapper.stop();
      System.out.println("skillgraph-neo4j stopped");
    }, "skillgraph-neo4j-shutdown"));

    // Set on every start so that a changed NEO4J_PASSWORD simply takes effect. Neo4j refuses to
    // "change" a password to its current value, which is fine.
    DatabaseManagementService dbms = bootstrapper.getDatabaseManagementService();
    try {
      dbms.database("system").executeTransactionally(
          "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED", Map.of("password", password));
    } catch (RuntimeException e) {
      if (!String.valueOf(e.getMessage()).contains("cannot be the same")) throw e;
    }

    System.out.println("skillgraph-neo4j ready bolt://" + bolt + (browser ? " browser http://" + http + "/browser/" : "") + " home " + home);
    Thread.currentThread().join();
  }

  private static String env(String name, String fallback) {
    String value = System.getenv(name);
    return value == null || value.isBlank() ? fallback : value;
  }

  // A wildcard listen address (a container's 0.0.0.0) cannot be advertised: Neo4j refuses it. Clients
  // are told localhost instead, as the official image does.
  private static String advertised(String address) {
    return address.startsWith("0.0.0.0:") ? "localhost" + address.substring("0.0.0.0".length()) : address;
  }
}
