import type { DatabaseSpec } from '@tessera/kit'
import { MailingListContact } from './mailing-lists/contact.entity.js'
import { CustomData1764200000000 } from './migrations/1764200000000-custom-data.js'
import { CsvField1764200100000 } from './migrations/1764200100000-csv-field.js'
import { CsvFieldInline1764200200000 } from './migrations/1764200200000-csv-field-inline.js'
import { Collections1767000000000 } from './migrations/1767000000000-collections.js'
import { CollectionReads1767200000000 } from './migrations/1767200000000-collection-reads.js'
import { CustomRow } from './rows/row.entity.js'
import { CustomColumn } from './tables/column.entity.js'
import { TableEvent } from './tables/table-event.entity.js'
import { CustomTable } from './tables/table.entity.js'
import { SiteUsage } from './usage/site-usage.entity.js'

export const customDataDatabase: DatabaseSpec = {
  schema: 'custom_data',
  entities: [CustomTable, CustomColumn, TableEvent, CustomRow, SiteUsage, MailingListContact],
  migrations: [
    CustomData1764200000000,
    CsvField1764200100000,
    CsvFieldInline1764200200000,
    Collections1767000000000,
    CollectionReads1767200000000,
  ],
}
