import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { bindNavigate } from '../platform/navigation';

/** Hands the router's navigate to the non-React data layer (for the 401 redirect). */
export function NavigateBinding() {
  const navigate = useNavigate();
  useEffect(() => bindNavigate((to) => navigate(to, { replace: true })), [navigate]);
  return null;
}
