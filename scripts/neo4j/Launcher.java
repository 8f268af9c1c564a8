// Runs Neo4j 5.26 Community embedded, with the Bolt connector on, for `npm start` and the tests on
// machines without Docker. Configured by environment variables (all optional but the password):
//   SKILLGRAPH_NEO4J_HOME      database home: data/, logs/ (default: ./neo4j-home)
//   SKILLGRAPH_NEO4J_BOLT      Bolt listen address host:port (default 127.0.0.1:7687)
//   SKILLGRAPH_NEO4J_PASSWORD  password of the `neo4j` user, set on every start (required)
//   SKILLGRAPH_NEO4J_PAGECACHE page cache size, e.g. 512m (default: Neo4j's own)
// Authentication stays on, as on a real server. On SIGTERM/SIGINT the database shuts down cleanly.
import java.nio.file.Path;
import java.util.Map;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

public final class Launcher {
  public static void main(String[] args) throws Exception {
    Path home = Path.of(env("SKILLGRAPH_NEO4J_HOME", "neo4j-home")).toAbsolutePath();
    String bolt = env("SKILLGRAPH_NEO4J_BOLT", "127.0.0.1:7687");
    String password = System.getenv("SKILLGRAPH_NEO4J_PASSWORD");
    if (password == null || password.length() < 8) {
      System.err.println("skillgraph-neo4j: SKILLGRAPH_NEO4J_PASSWORD must be set (8 characters or more)");
      System.exit(2);
    }
    System.out.println("skillgraph-neo4j starting");
    int colon = bolt.lastIndexOf(':');
    SocketAddress address = new SocketAddress(bolt.substring(0, colon), Integer.parseInt(bolt.substring(colon + 1)));

    DatabaseManagementServiceBuilder builder = new DatabaseManagementServiceBuilder(home)
        .setConfig(BoltConnector.enabled, true)
        .setConfig(BoltConnector.listen_address, address)
        .setConfig(GraphDatabaseSettings.auth_enabled, true);
    String pageCache = System.getenv("SKILLGRAPH_NEO4J_PAGECACHE");
    if (pageCache != null && !pageCache.isBlank()) {
      builder.setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.parse(pageCache));
    }
    DatabaseManagementService dbms = builder.build();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      System.out.println("skillgraph-neo4j stopping");
      dbms.shutdown();
      System.out.println("skillgraph-neo4j stopped");
    }, "skillgraph-neo4j-shutdown"));

    // Set on every start so that a changed NEO4J_PASSWORD simply takes effect. Neo4j refuses to
    // "change" a password to its current value, which is fine.
    try {
      dbms.database("system").executeTransactionally(
          "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED", Map.of("password", password));
    } catch (RuntimeException e) {
      if (!String.valueOf(e.getMessage()).contains("cannot be the same")) throw e;
    }

    System.out.println("skillgraph-neo4j ready bolt://" + bolt + " home " + home);
    Thread.currentThread().join();
  }

  private static String env(String name, String fallback) {
    String value = System.getenv(name);
    return value == null || value.isBlank() ? fallback : value;
  }
}
