import { AppReadySignal, NotFoundPage, PageSpinner, RemoteRoot } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const AuthPage = lazy(() => import('../features/auth/auth-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const TestimonialPage = lazy(() => import('../features/testimonial/testimonial-page'));
const ProjectPage = lazy(() => import('../features/projects/project-page'));
// Each payment page is a chunk of its own; the card form loads Stripe.js only when it shows.
const CheckoutPage = lazy(() => import('../features/payments/checkout/checkout-page'));
const PaymentSuccessPage = lazy(() => import('../features/payments/success/payment-success-page'));
const TestPaymentPage = lazy(() => import('../features/payments/test-pages/test-payment-page'));
const TestPaypalPage = lazy(() => import('../features/payments/test-pages/test-paypal-page'));
const PaypalDiagnosticsPage = lazy(
  () => import('../features/payments/test-pages/paypal-diagnostics-page'),
);

/**
 * The client portal: sign-in, account pages, dashboard, checkout and payment pages. The shell
 * decides who may open the protected ones before this remote renders.
 */
export function PortalApp() {
  return (
    <RemoteRoot name="portal">
      <Suspense fallback={<PageSpinner />}>
        <AppReadySignal />
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/testimonial" element={<TestimonialPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/dashboard/projects/:id" element={<ProjectPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/test-payment" element={<TestPaymentPage />} />
          <Route path="/test-paypal" element={<TestPaypalPage />} />
          <Route path="/paypal-test" element={<PaypalDiagnosticsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
