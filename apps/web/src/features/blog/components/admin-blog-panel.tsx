import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAdminBlogPost, useAdminBlogPosts, useDeleteBlogPost } from '../api/admin-blog-posts';
import { BlogEditor } from './blog-editor';
import { formatPostDate } from './format-date';

/** The administrators' blog: every post with its state, a new post, edit and delete. */
export function AdminBlogPanel() {
  const { t } = useTranslation();
  const posts = useAdminBlogPosts();
  const remove = useDeleteBlogPost();
  // null: the list; 'new': a new post; otherwise the id of the post being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const edited = useAdminBlogPost(editing && editing !== 'new' ? editing : null);

  if (editing !== null) {
    if (editing !== 'new' && edited.isPending) return <Loader />;
    return (
      <BlogEditor
        post={editing === 'new' ? null : (edited.data ?? null)}
        onSaved={(post) => {
          setSaved(post.publishedAt ? post.slug : null);
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing('new')}>{t('blog.admin.new')}</Button>
      </Group>
      {saved && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('callback.close')} onClose={() => setSaved(null)} title={t('blog.admin.saved')}>
          <Link to={paths.blogPost.getHref(saved)}>{t('blog.admin.open')}</Link>
        </Alert>
      )}
      {posts.isPending && <Loader />}
      {posts.isError && <Alert color="red" role="alert" title={t('blog.loadError')} />}
      {posts.data && posts.data.items.length === 0 && <Text>{t('blog.empty')}</Text>}
      {posts.data && posts.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('blog.admin.columns.title')}</Table.Th>
                <Table.Th>{t('blog.admin.columns.state')}</Table.Th>
                <Table.Th>{t('blog.admin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.data.items.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td>{post.publishedAt ? <Link to={paths.blogPost.getHref(post.slug)}>{post.title}</Link> : post.title}</Table.Td>
                  <Table.Td>
                    {post.publishedAt ? (
                      // Plain text, not a badge: the date makes it long, and a badge would be cut on a phone.
                      <Text size="sm">
                        {t('blog.admin.publishedOn', { date: formatPostDate(post.publishedAt) })}
                      </Text>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('blog.admin.draft')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => setEditing(post.id)} aria-label={t('blog.admin.editPost', { title: post.title })}>
                        {t('blog.admin.edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        loading={remove.isPending && remove.variables === post.id}
                        aria-label={t('blog.admin.deletePost', { title: post.title })}
                        onClick={() => {
                          if (window.confirm(t('blog.admin.confirmDelete', { title: post.title }))) remove.mutate(post.id);
                        }}
                      >
                        {t('blog.admin.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
