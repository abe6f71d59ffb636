/// The API as this server answers it, in OpenAPI 3.1 (`GET /openapi.json`): every route, parameter,
/// body, header and status. CI runs schemathesis against a running server from this document
/// (`OpenAPIConformanceTests`), so an answer it does not describe fails the build; a route
/// `WebRoute` takes that it does not name fails `OpenAPIDocumentTests`.
enum OpenAPIDocument {
  static func json(version: String) -> String {
    #"""
    {
     "openapi": "3.1.0",
     "info": {
      "title": "catalog serve",
      "version": "\#(version)",
      "description": "DummyJSON's product API, as catalog serve answers it (docs/SERVER.md). Reads are named by ETag; answers are gzip where Accept-Encoding takes it. Every error is {\"message\": …}.",
      "license": {
       "name": "MIT",
       "identifier": "MIT"
      }
     },
     "paths": {
      "/products": {
       "get": {
        "summary": "A page of the catalog",
        "operationId": "listProducts",
        "parameters": [
         {
          "$ref": "#/components/parameters/limit"
         },
         {
          "$ref": "#/components/parameters/skip"
         },
         {
          "$ref": "#/components/parameters/select"
         },
         {
          "$ref": "#/components/parameters/sortBy"
         },
         {
          "$ref": "#/components/parameters/order"
         },
         {
          "$ref": "#/components/parameters/IfNoneMatch"
         }
        ],
        "responses": {
         "200": {
          "$ref": "#/components/responses/List200"
         },
         "304": {
          "$ref": "#/components/responses/List304"
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/products/search": {
       "get": {
        "summary": "A page of the products the search finds",
        "operationId": "searchProducts",
        "parameters": [
         {
          "name": "q",
          "in": "query",
          "required": false,
          "description": "The search: every word in the title, description, brand, category or tags (case and accents ignored).",
          "schema": {
           "type": "string"
          }
         },
         {
          "$ref": "#/components/parameters/limit"
         },
         {
          "$ref": "#/components/parameters/skip"
         },
         {
          "$ref": "#/components/parameters/select"
         },
         {
          "$ref": "#/components/parameters/sortBy"
         },
         {
          "$ref": "#/components/parameters/order"
         },
         {
          "$ref": "#/components/parameters/IfNoneMatch"
         }
        ],
        "responses": {
         "200": {
          "$ref": "#/components/responses/List200"
         },
         "304": {
          "$ref": "#/components/responses/List304"
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/products/category/{slug}": {
       "get": {
        "summary": "A page of one category",
        "operationId": "listCategory",
        "parameters": [
         {
          "name": "slug",
          "in": "path",
          "required": true,
          "schema": {
           "type": "string"
          }
         },
         {
          "$ref": "#/components/parameters/limit"
         },
         {
          "$ref": "#/components/parameters/skip"
         },
         {
          "$ref": "#/components/parameters/select"
         },
         {
          "$ref": "#/components/parameters/sortBy"
         },
         {
          "$ref": "#/components/parameters/order"
         },
         {
          "$ref": "#/components/parameters/IfNoneMatch"
         }
        ],
        "responses": {
         "200": {
          "$ref": "#/components/responses/List200"
         },
         "304": {
          "$ref": "#/components/responses/List304"
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/products/categories": {
       "get": {
        "summary": "The categories",
        "operationId": "listCategories",
        "parameters": [
         {
          "$ref": "#/components/parameters/IfNoneMatch"
         }
        ],
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "type": "array",
             "items": {
              "$ref": "#/components/schemas/Category"
             }
            }
           }
          },
          "headers": {
           "ETag": {
            "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "304": {
          "description": "Not modified: the version If-None-Match names is the current one (no body).",
          "headers": {
           "ETag": {
            "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/products/category-list": {
       "get": {
        "summary": "The categories' slugs",
        "operationId": "listCategorySlugs",
        "parameters": [
         {
          "$ref": "#/components/parameters/IfNoneMatch"
         }
        ],
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "type": "array",
             "items": {
              "type": "string"
             }
            }
           }
          },
          "headers": {
           "ETag": {
            "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "304": {
          "description": "Not modified: the version If-None-Match names is the current one (no body).",
          "headers": {
           "ETag": {
            "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/products/add": {
       "post": {
        "summary": "Add a product; the catalog gives its id",
        "operationId": "addProduct",
        "requestBody": {
         "required": true,
         "content": {
          "application/json": {
           "schema": {
            "$ref": "#/components/schemas/ProductInput"
           }
          }
         }
        },
        "responses": {
         "201": {
          "description": "Added",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/Product"
            }
           }
          },
          "headers": {
           "Location": {
            "description": "/products/{id}",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "405": {
          "$ref": "#/components/responses/E405"
         },
         "409": {
          "$ref": "#/components/responses/E409"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         },
         "507": {
          "$ref": "#/components/responses/E507"
         }
        }
       }
      },
      "/products/{id}": {
       "parameters": [
        {
         "name": "id",
         "in": "path",
         "required": true,
         "description": "The product's id, a whole number from 1, written without leading zeros.",
         "schema": {
          "type": "integer",
          "minimum": 1
         }
        }
       ],
       "get": {
        "summary": "One product",
        "operationId": "getProduct",
        "parameters": [
         {
          "$ref": "#/components/parameters/select"
         },
         {
          "$ref": "#/components/parameters/IfNoneMatch"
         }
        ],
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/Product"
            }
           }
          },
          "headers": {
           "ETag": {
            "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "304": {
          "description": "Not modified: the version If-None-Match names is the current one (no body).",
          "headers": {
           "ETag": {
            "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
            "schema": {
             "type": "string"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       },
       "put": {
        "summary": "Change a product: the body's members merged into it",
        "operationId": "putProduct",
        "parameters": [
         {
          "$ref": "#/components/parameters/IfMatch"
         }
        ],
        "requestBody": {
         "required": true,
         "content": {
          "application/json": {
           "schema": {
            "$ref": "#/components/schemas/ProductInput"
           }
          }
         }
        },
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/Product"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "405": {
          "$ref": "#/components/responses/E405"
         },
         "409": {
          "$ref": "#/components/responses/E409"
         },
         "412": {
          "$ref": "#/components/responses/E412"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         },
         "507": {
          "$ref": "#/components/responses/E507"
         }
        }
       },
       "patch": {
        "summary": "Change a product: the body's members merged into it",
        "operationId": "patchProduct",
        "parameters": [
         {
          "$ref": "#/components/parameters/IfMatch"
         }
        ],
        "requestBody": {
         "required": true,
         "content": {
          "application/json": {
           "schema": {
            "$ref": "#/components/schemas/ProductInput"
           }
          }
         }
        },
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/Product"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "405": {
          "$ref": "#/components/responses/E405"
         },
         "409": {
          "$ref": "#/components/responses/E409"
         },
         "412": {
          "$ref": "#/components/responses/E412"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         },
         "507": {
          "$ref": "#/components/responses/E507"
         }
        }
       },
       "delete": {
        "summary": "Delete a product",
        "operationId": "deleteProduct",
        "parameters": [
         {
          "$ref": "#/components/parameters/IfMatch"
         }
        ],
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/DeletedProduct"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "404": {
          "$ref": "#/components/responses/E404"
         },
         "405": {
          "$ref": "#/components/responses/E405"
         },
         "409": {
          "$ref": "#/components/responses/E409"
         },
         "412": {
          "$ref": "#/components/responses/E412"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "502": {
          "$ref": "#/components/responses/E502"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         },
         "507": {
          "$ref": "#/components/responses/E507"
         }
        }
       }
      },
      "/auth/login": {
       "post": {
        "summary": "Sign in with a --users account",
        "operationId": "login",
        "requestBody": {
         "required": true,
         "content": {
          "application/json": {
           "schema": {
            "type": "object",
            "required": [
             "username",
             "password"
            ],
            "properties": {
             "username": {
              "type": "string"
             },
             "password": {
              "type": "string"
             },
             "expiresInMins": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1440
             }
            }
           }
          }
         }
        },
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/SignIn"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "429": {
          "$ref": "#/components/responses/E429"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/auth/me": {
       "get": {
        "summary": "The signed-in user",
        "operationId": "me",
        "security": [
         {
          "bearer": []
         }
        ],
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/User"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/auth/refresh": {
       "post": {
        "summary": "A new pair of tokens for a refresh token (used up)",
        "operationId": "refresh",
        "requestBody": {
         "required": true,
         "content": {
          "application/json": {
           "schema": {
            "type": "object",
            "required": [
             "refreshToken"
            ],
            "properties": {
             "refreshToken": {
              "type": "string"
             },
             "expiresInMins": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1440
             }
            }
           }
          }
         }
        },
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/SignIn"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/auth/logout": {
       "post": {
        "summary": "Forget the access token sent and its refresh token",
        "operationId": "logout",
        "security": [
         {
          "bearer": []
         }
        ],
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "$ref": "#/components/schemas/Message"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "401": {
          "$ref": "#/components/responses/E401"
         },
         "403": {
          "$ref": "#/components/responses/E403"
         },
         "413": {
          "$ref": "#/components/responses/E413"
         },
         "415": {
          "$ref": "#/components/responses/E415"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         },
         "503": {
          "$ref": "#/components/responses/E503"
         }
        }
       }
      },
      "/openapi.json": {
       "get": {
        "summary": "This document",
        "operationId": "openAPI",
        "responses": {
         "200": {
          "description": "OK",
          "content": {
           "application/json": {
            "schema": {
             "type": "object"
            }
           }
          }
         },
         "400": {
          "$ref": "#/components/responses/E400"
         },
         "421": {
          "$ref": "#/components/responses/E421"
         }
        }
       }
      }
     },
     "components": {
      "securitySchemes": {
       "bearer": {
        "type": "http",
        "scheme": "bearer"
       }
      },
      "parameters": {
       "limit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "description": "Products per page; 0 is all (at most 10,000 in one answer). Default 30.",
        "schema": {
         "type": "integer",
         "minimum": 0
        }
       },
       "skip": {
        "name": "skip",
        "in": "query",
        "required": false,
        "description": "Products to skip before the page.",
        "schema": {
         "type": "integer",
         "minimum": 0
        }
       },
       "select": {
        "name": "select",
        "in": "query",
        "required": false,
        "description": "Comma-separated field names, as --fields takes them (dimensions.width too); id is always sent.",
        "schema": {
         "type": "string"
        }
       },
       "sortBy": {
        "name": "sortBy",
        "in": "query",
        "required": false,
        "description": "The field to sort by (title, price, rating, stock, discountPercentage, id, …).",
        "schema": {
         "type": "string"
        }
       },
       "order": {
        "name": "order",
        "in": "query",
        "required": false,
        "description": "asc or desc.",
        "schema": {
         "type": "string",
         "enum": [
          "asc",
          "desc"
         ]
        }
       },
       "IfNoneMatch": {
        "name": "If-None-Match",
        "in": "header",
        "required": false,
        "description": "ETags the client has; 304 if one is current.",
        "schema": {
         "type": "string"
        }
       },
       "IfMatch": {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "description": "The product's ETag (or *): the change is made only to that version, else 412.",
        "schema": {
         "type": "string"
        }
       }
      },
      "responses": {
       "E400": {
        "description": "A bad query, body or value; a refused framing.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E401": {
        "description": "No token, or one that is not valid.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E403": {
        "description": "Writes refused on this server, a read-only source, or a page of another site.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E404": {
        "description": "No such product or route.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E405": {
        "description": "The server is read-only (--read-only) or the route does not take the method.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E409": {
        "description": "The product changed since it was read, or the file while it was written.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E412": {
        "description": "If-Match names a version that is not the product's current one.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E413": {
        "description": "The body is larger than the server takes.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E415": {
        "description": "A body that is not declared JSON.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E421": {
        "description": "A Host this server does not answer to.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E429": {
        "description": "Too many wrong passwords; Retry-After says when to try again.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E502": {
        "description": "The served catalog's own server failed.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E503": {
        "description": "Busy or unavailable for now; Retry-After says when to ask again.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "E507": {
        "description": "No space left on the device; nothing was written.",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/Message"
          }
         }
        }
       },
       "List200": {
        "description": "OK",
        "content": {
         "application/json": {
          "schema": {
           "$ref": "#/components/schemas/ProductPage"
          }
         }
        },
        "headers": {
         "ETag": {
          "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
          "schema": {
           "type": "string"
          }
         },
         "X-Total-Count": {
          "description": "How many products match.",
          "schema": {
           "type": "integer",
           "minimum": 0
          }
         },
         "Link": {
          "description": "first, prev, next and last pages (RFC 8288).",
          "schema": {
           "type": "string"
          }
         }
        }
       },
       "List304": {
        "description": "Not modified: the version If-None-Match names is the current one (no body).",
        "headers": {
         "ETag": {
          "description": "The version of this answer; send it back in If-None-Match (reads) or If-Match (writes).",
          "schema": {
           "type": "string"
          }
         }
        }
       }
      },
      "schemas": {
       "Message": {
        "type": "object",
        "required": [
         "message"
        ],
        "properties": {
         "message": {
          "type": "string"
         }
        }
       },
       "Category": {
        "type": "object",
        "required": [
         "slug",
         "name",
         "url"
        ],
        "properties": {
         "slug": {
          "type": "string"
         },
         "name": {
          "type": "string"
         },
         "url": {
          "type": "string"
         }
        }
       },
       "ProductPage": {
        "type": "object",
        "required": [
         "products",
         "total",
         "skip",
         "limit"
        ],
        "properties": {
         "products": {
          "type": "array",
          "items": {
           "$ref": "#/components/schemas/Product"
          }
         },
         "total": {
          "type": "integer",
          "minimum": 0
         },
         "skip": {
          "type": "integer",
          "minimum": 0
         },
         "limit": {
          "type": "integer",
          "minimum": 0
         }
        }
       },
       "Product": {
        "type": "object",
        "required": [
         "id"
        ],
        "description": "With select, id and the fields named only. Members the catalog does not model are kept and sent as they are.",
        "properties": {
         "id": {
          "type": "integer",
          "minimum": 1
         },
         "title": {
          "type": "string"
         },
         "description": {
          "type": "string"
         },
         "category": {
          "type": "string"
         },
         "price": {
          "type": "number",
          "minimum": 0
         },
         "discountPercentage": {
          "type": "number"
         },
         "rating": {
          "type": "number"
         },
         "stock": {
          "type": "integer"
         },
         "tags": {
          "type": "array",
          "items": {
           "type": "string"
          }
         },
         "brand": {
          "type": "string"
         },
         "sku": {
          "type": "string"
         },
         "weight": {
          "type": "number"
         },
         "dimensions": {
          "type": "object",
          "properties": {
           "width": {
            "type": "number"
           },
           "height": {
            "type": "number"
           },
           "depth": {
            "type": "number"
           }
          }
         },
         "warrantyInformation": {
          "type": "string"
         },
         "shippingInformation": {
          "type": "string"
         },
         "availabilityStatus": {
          "type": "string"
         },
         "reviews": {
          "type": "array",
          "items": {
           "type": "object"
          }
         },
         "returnPolicy": {
          "type": "string"
         },
         "minimumOrderQuantity": {
          "type": "integer"
         },
         "meta": {
          "type": "object"
         },
         "images": {
          "type": "array",
          "items": {
           "type": "string"
          }
         },
         "thumbnail": {
          "type": "string"
         }
        }
       },
       "ProductInput": {
        "type": "object",
        "description": "The fields to set (title and price for a new product); checked as catalog add and edit check them. A member the catalog does not model is kept as given.",
        "properties": {
         "title": {
          "type": "string"
         },
         "description": {
          "type": "string"
         },
         "category": {
          "type": "string"
         },
         "price": {
          "type": "number",
          "minimum": 0
         },
         "discountPercentage": {
          "type": "number",
          "minimum": 0,
          "maximum": 100
         },
         "rating": {
          "type": "number",
          "minimum": 0,
          "maximum": 5
         },
         "stock": {
          "type": "integer",
          "minimum": 0
         },
         "tags": {
          "type": "array",
          "items": {
           "type": "string"
          }
         },
         "brand": {
          "type": "string"
         }
        }
       },
       "DeletedProduct": {
        "allOf": [
         {
          "$ref": "#/components/schemas/Product"
         },
         {
          "type": "object",
          "required": [
           "isDeleted",
           "deletedOn"
          ],
          "properties": {
           "isDeleted": {
            "const": true
           },
           "deletedOn": {
            "type": "string"
           }
          }
         }
        ]
       },
       "SignIn": {
        "type": "object",
        "required": [
         "id",
         "username",
         "accessToken",
         "refreshToken"
        ],
        "properties": {
         "id": {
          "type": "integer"
         },
         "username": {
          "type": "string"
         },
         "accessToken": {
          "type": "string"
         },
         "refreshToken": {
          "type": "string"
         }
        }
       },
       "User": {
        "type": "object",
        "required": [
         "id",
         "username"
        ],
        "properties": {
         "id": {
          "type": "integer"
         },
         "username": {
          "type": "string"
         }
        }
       }
      }
     }
    }
    """#
  }
}
