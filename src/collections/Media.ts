import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { notFoundWhenMissing } from '../lib/storage/missingLocalFile'
import { s3MediaSettings } from '../lib/storage/settings'
import { withS3Storage } from '../lib/storage/s3MediaStorage'

const MEDIA_DIR = process.env.MEDIA_DIR || 'data/media'

/** Every image on the site. Sharp makes the three widths the spec names (1800/1200/1000). */
const media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    description: 'Images used across the site. Every image needs alternative text for screen readers.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: MEDIA_DIR,
    handlers: [notFoundWhenMissing(MEDIA_DIR)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'large', width: 1800, withoutEnlargement: true },
      { name: 'medium', width: 1200, withoutEnlargement: true },
      { name: 'mobile', width: 1000, withoutEnlargement: true },
    ],
    adminThumbnail: 'mobile',
  },
  hooks: { afterChange: [revalidateAfterChange('media')], afterDelete: [revalidateAfterDelete('media')] },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for someone who cannot see it, e.g. "Cover of Blue Rooms".' },
    },
    { name: 'caption', type: 'text' },
  ],
}

/** On the instance's disk (MEDIA_DIR) by default; in a shared S3-compatible bucket when S3_BUCKET is set. */
export const Media = withS3Storage(media, s3MediaSettings(process.env))
