@_exported import DomainEntities
