import { AppReadySignal, NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const HomePage = lazy(() => import('../features/home/home-page'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/privacy-policy-page'));
const TermsServicePage = lazy(() => import('../features/legal/terms-service-page'));
const CookiePolicyPage = lazy(() => import('../features/legal/cookie-policy-page'));
const CareersPage = lazy(() => import('../features/careers/careers-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const ProjectsPage = lazy(() => import('../features/projects/projects-page'));
const ProjectDetailPage = lazy(() => import('../features/projects/project-detail-page'));
const BlogListPage = lazy(() => import('../features/blog/blog-list-page'));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));

/** The public site: every route the shell assigns to this remote. */
export function MarketingApp() {
  return (
    <RemoteRoot name="marketing">
      <Suspense fallback={<PageSpinner />}>
        <AppReadySignal />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/terms-service" element={<TermsServicePage />} />
          <Route path="/cookie-policy" element={<CookiePolicyPage />} />
          <Route path="/careers" element={<CareersPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:id" element={<ProjectDetailPage />} />
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog/:slug" element={<BlogPostPage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
