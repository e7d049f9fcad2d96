import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource } from 'typeorm'
import { Template } from './template.entity.js'

export type NewTemplate = Omit<Template, 'id' | 'createdAt' | 'updatedAt'>

/** What a template card needs: everything but the content parts. */
const SUMMARY_COLUMNS = [
  'id',
  'collectionId',
  'name',
  'description',
  'categories',
  'previewUrl',
  'version',
  'public',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Template)[]

@Injectable()
export class TemplatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get templates() {
    return this.dataSource.getRepository(Template)
  }

  findById(id: string): Promise<Template | null> {
    return this.templates.findOneBy({ id })
  }

  /** With `summary`, the content parts are not read (they are left undefined). */
  list(
    collectionId: string,
    categories: string[] | undefined,
    onlyPublic: boolean,
    summary = false,
  ) {
    const query = this.templates.createQueryBuilder('t')
    if (summary) query.select(SUMMARY_COLUMNS.map((column) => `t.${column}`))
    query.where('t.collection_id = :collectionId', { collectionId }).orderBy('t.created_at', 'ASC')
    if (onlyPublic) query.andWhere('t.public = true')
    if (categories && categories.length > 0) {
      query.andWhere('t.categories && :categories', { categories })
    }
    return query.getMany()
  }

  async insert(template: NewTemplate): Promise<Template> {
    return this.templates.save(this.templates.create({ ...template, updatedAt: new Date() }))
  }

  async update(id: string, changes: Partial<NewTemplate>): Promise<void> {
    await this.templates.update({ id }, { ...changes, updatedAt: new Date() })
  }

  async delete(id: string): Promise<void> {
    await this.templates.delete({ id })
  }
}
