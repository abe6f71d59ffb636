import BusinessLogic

/// The catalog's tables, and how each version of them is reached from the one before. A
/// migration runs in one transaction (PostgreSQL's DDL is transactional), so a failed upgrade
/// leaves the version it started from; the version is kept in `catalog_schema`, one row.
enum PostgresSchema {
  /// The statements that bring version `index` to `index + 1`. Append, never edit: a database
  /// made by an earlier program is upgraded by the steps it has not run.
  static let steps: [[String]] = [
    [
      "CREATE EXTENSION IF NOT EXISTS pg_trgm",
      """
      CREATE TABLE products (
        id bigint PRIMARY KEY,
        position bigint NOT NULL UNIQUE,
        version bigint NOT NULL DEFAULT 1,
        category text NOT NULL,
        category_match text COLLATE "C" NOT NULL,
        title_key text COLLATE "C" NOT NULL,
        title_folded text COLLATE "C" NOT NULL,
        description_folded text COLLATE "C" NOT NULL,
        brand_key text COLLATE "C",
        category_key text COLLATE "C" NOT NULL,
        price double precision NOT NULL,
        rating double precision,
        stock bigint,
        discount double precision NOT NULL,
        doc jsonb NOT NULL
      )
      """,
      "CREATE INDEX products_category ON products (category_match, position)",
      "CREATE INDEX products_category_rating ON products (category_match, rating, position)",
      "CREATE INDEX products_category_rating_desc ON products (category_match, rating DESC NULLS LAST, position)",
      "CREATE INDEX products_title_trgm ON products USING gin (title_folded gin_trgm_ops)",
      "CREATE INDEX products_description_trgm ON products USING gin (description_folded gin_trgm_ops)",
    ]
      + PostgresQuery.sortColumns.flatMap { column in
        [
          "CREATE INDEX products_\(column) ON products (\(column), position)",
          "CREATE INDEX products_\(column)_desc ON products (\(column) DESC NULLS LAST, position)",
        ]
      },
    // Version 2: the generation, which every statement that changes products moves in its own
    // transaction, so a reader can tell in one statement whether an answer it holds is still
    // true (`PostgresAnswers`). The label is new for each database made, so a database dropped
    // and made again never repeats a generation of the old one.
    [
      "CREATE TABLE catalog_changes (label text NOT NULL, generation bigint NOT NULL)",
      "INSERT INTO catalog_changes (label, generation) VALUES (gen_random_uuid()::text, 1)",
      """
      CREATE FUNCTION catalog_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog_changes SET generation = generation + 1;
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed()
      """,
    ],
    // Version 3: the search rule compares text composed (NFC, `ProductSearch`). Folded text an
    // earlier program wrote is lower-cased but may be decomposed; composing it is what the rule
    // now writes. `normalize` needs a UTF-8 database; on another the upgrade fails whole, saying so.
    [
      "UPDATE products SET title_folded = normalize(title_folded, NFC) WHERE title_folded IS NOT NFC NORMALIZED",
      """
      UPDATE products SET description_folded = normalize(description_folded, NFC)
      WHERE description_folded IS NOT NFC NORMALIZED
      """,
    ],
  ]

  static var current: Int { steps.count }

  /// The version the database's tables are at; 0 when it has none. One statement: a missing
  /// table is the server's own answer (42P01, `schemaMissing`), asked of every new connection.
  static func version(on connection: PostgresConnection) throws(DatabaseFailure) -> Int {
    let rows: [[String?]]
    do throws(DatabaseFailure) {
      rows = try connection.rows("SELECT version FROM catalog_schema")
    } catch .schemaMissing {
      return 0
    }
    guard let text = rows.first?.first ?? nil, let version = Int(text) else { return 0 }
    return version
  }

  /// Fails unless the tables are this program's version.
  static func check(on connection: PostgresConnection) throws(DatabaseFailure) {
    let found = try version(on: connection)
    if found == 0 { throw .schemaMissing }
    if found < current { throw .schemaOutdated(found: found, current: current) }
    if found > current { throw .schemaTooNew(found: found, known: current) }
  }

  /// Brings the tables to the current version, in one transaction: the version before and
  /// after. Idempotent: at the current version it changes nothing. Two migrations at once wait
  /// for each other (an advisory lock), and the second finds nothing to do.
  static func migrate(on connection: PostgresConnection) throws(DatabaseFailure) -> (from: Int, to: Int) {
    try connection.rows("BEGIN")
    do throws(DatabaseFailure) {
      try connection.rows("SELECT pg_advisory_xact_lock($1)", [PostgresQuery.migrationLock])
      try connection.rows("CREATE TABLE IF NOT EXISTS catalog_schema (version integer NOT NULL)")
      let found = try version(on: connection)
      if found > current { throw .schemaTooNew(found: found, known: current) }
      for step in steps[found...] {
        for statement in step { try connection.rows(statement) }
      }
      try connection.rows("DELETE FROM catalog_schema")
      try connection.rows("INSERT INTO catalog_schema (version) VALUES ($1)", [String(current)])
      try connection.rows("COMMIT")
      return (found, current)
    } catch {
      _ = try? connection.rows("ROLLBACK")
      throw error
    }
  }
}
